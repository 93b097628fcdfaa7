// @vitest-environment node
// The public pages as the server renders them (entry-server's render), read as a visitor would:
// the markup and its text, without a browser.
import { listedPaths, type PageContent, type QueryEntry } from '@casa/core';
import { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS, STATS } from '@casa/core/content';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../config/app-config.js';
import { render } from '../entry-server.js';

async function html(url: string, queries: QueryEntry[] = [], pageContent: PageContent = DEFAULT_PAGE_CONTENT): Promise<string> {
  return (await render(url, { config: DEFAULT_APP_CONFIG, queries, settings: DEFAULT_SITE_SETTINGS, pageContent })).html;
}

/** The page's text, tags removed and entities decoded enough for Spanish copy. */
function text(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** Every page of the route table's list (both divisions), the aliases and a 404. */
const PUBLIC_PAGES = [...listedPaths(), '/projects', '/privacy', '/no-existe'];

describe('every public page', () => {
  it.each(PUBLIC_PAGES)('%s gives each id to one element only', async (url) => {
    const ids = [...(await html(url)).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
  });
});

describe('contact page', () => {
  it('keeps #contact for the footer (the CONTÁCTANOS anchor) and gives its hero its own id', async () => {
    const markup = await html('/hospitality/contacto');
    expect(markup.match(/\sid="contact"/g)).toHaveLength(1);
    expect(markup).toMatch(/<footer id="contact"/);
    expect(markup).toMatch(/<section id="contact-hero"/);
  });
});

describe('About page', () => {
  it('says the same number of years in its heading as in its statistic (+15)', async () => {
    const page = text(await html('/corporativo/nosotros'));
    expect(STATS[0]).toEqual({ value: '+15', label: 'Años sirviendo al Caribe' });
    expect(page).toContain('Más de quince años creando espacios en el Caribe');
    expect(page).not.toMatch(/décadas/i);
  });
});

describe('privacy page', () => {
  it('describes the cookies the site really sets: for staff who sign in a session and a device cookie, none for visitors', async () => {
    const page = text(await html('/politica-de-privacidad'));
    expect(page).toContain('Este sitio no instala ninguna cookie a sus visitantes');
    expect(page).toContain('HttpOnly');
    expect(page).toMatch(/Solo el personal[^.]*recibe cookies, al iniciar sesión/);
    expect(page).toMatch(/la de equipo, que durante 180 días/);
    // What the visit keeps for the forms' 'Origen' (docs/product.md §5), in sessionStorage, not a cookie.
    expect(page).toMatch(/sessionStorage\), que se borra al cerrar la pestaña/);
    expect(page).toContain('utm_source, utm_medium, utm_campaign, utm_term y utm_content');
    expect(page).not.toMatch(/cookies de preferencias/i);
    expect(page).not.toMatch(/publicitarias ni/i);
  });
});

describe('project page, Marcas Utilizadas', () => {
  const project = {
    id: 5,
    name: 'Hotel Brisa',
    year: 2024,
    location: 'Punta Cana',
    division: 'hospitality',
    projectType: 'Resort',
    scope: 'Lobby',
    brands: [
      { id: 3, name: 'Nombre antiguo', logoUrl: '/media/antiguo' },
      { id: 12, name: 'Marca Retirada', logoUrl: '/media/retirada-logo' },
      { id: 13, name: null, logoUrl: null },
    ],
    imageUrls: [],
  };
  const activeBrand = {
    id: 3,
    name: 'Activa',
    description: 'd',
    logoUrl: '/media/activa-logo',
    category: 'mobiliario',
    division: 'hospitality',
    isActive: true,
  };

  it('shows an inactive brand (not among the public brands) by the name and logo the project stored for it', async () => {
    const markup = await html('/hospitality/proyecto/5', [
      { need: { kind: 'project', id: 5 }, data: project },
      { need: { kind: 'all-brands' }, data: [activeBrand] },
    ]);
    const section = /<section aria-labelledby="brands-title"[\s\S]*?<\/section>/.exec(markup)?.[0] ?? '';
    expect(text(section)).toContain('Marca Retirada');
    expect(section).toContain('src="/media/retirada-logo"');
    expect(text(section)).not.toContain('Brand 12');
    // An active brand shows as it is today; an id with nothing stored keeps 'Brand {id}'.
    expect(text(section)).toContain('Activa');
    expect(section).toContain('src="/media/activa-logo"');
    expect(text(section)).not.toContain('Nombre antiguo');
    expect(text(section)).toContain('Brand 13');
  });
});

describe('texts saved in Páginas', () => {
  it('are what the pages show: a service title, a process step, the About paragraphs and a hero photo', async () => {
    const pageContent = structuredClone(DEFAULT_PAGE_CONTENT);
    const corporativo = pageContent.divisions.corporativo;
    corporativo.services.items[0]!.title = 'Diseño de Oficinas';
    corporativo.services.process[0]!.details = 'Primera línea\nSegunda línea';
    corporativo.services.heroImage = '0123456789abcdef-01234567';
    corporativo.about.paragraphs = 'Primer párrafo.\n\nSegundo párrafo.';
    const services = await html('/corporativo/servicios', [], pageContent);
    expect(text(services)).toContain('Diseño de Oficinas');
    expect(text(services)).not.toContain('Planificación de Espacios');
    expect(services).toContain('<li>Primera línea</li>');
    expect(services).toContain('src="/media/0123456789abcdef-01234567"');
    const about = await html('/corporativo/nosotros', [], pageContent);
    expect(about).toMatch(/<p class="[^"]*">Primer párrafo\.<\/p><p>Segundo párrafo\.<\/p>/);
    // The home shows the same services; the other division keeps its own.
    expect(text(await html('/corporativo', [], pageContent))).toContain('Diseño de Oficinas');
    expect(text(await html('/hospitality/servicios', [], pageContent))).not.toContain('Diseño de Oficinas');
  });
});

describe('legal pages saved in Páginas', () => {
  it('fill in their words in braces from Configuración: the company, the sales e-mail as a link, the office, the other page', async () => {
    const terms = await html('/terminos-y-condiciones');
    expect(terms).toContain('<a href="mailto:ventas@casamobilia.com.do">ventas@casamobilia.com.do</a>');
    expect(terms).toMatch(/<a[^>]* href="\/politica-de-privacidad"[^>]*>Política de Privacidad y Cookies<\/a>/);
    expect(text(terms)).toMatch(/con oficinas en Naco\s*, Santo Domingo\s*, República Dominicana\s*\./);
    expect(text(terms)).not.toContain('{');

    const pageContent = structuredClone(DEFAULT_PAGE_CONTENT);
    pageContent.legal.privacy.sections = [{ title: 'Única sección', body: 'Hola <b>{empresa}</b>.\n\nFecha: {fecha}' }];
    pageContent.legal.privacy.updated = '01/01/2027';
    const privacy = await html('/politica-de-privacidad', [], pageContent);
    expect(privacy).toContain('Última actualización: <!-- -->01/01/2027');
    // Markup typed in a text stays letters on the page.
    expect(privacy.replace(/<!-- -->/g, '')).toContain('<p>Hola &lt;b&gt;Casa Mobilia&lt;/b&gt;.</p>');
    expect(privacy.replace(/<!-- -->/g, '')).toContain('<p>Fecha: 01/01/2027</p>');
    expect(text(privacy)).not.toContain('¿Qué son las cookies?');
  });
});

describe('projects page in pages (docs/decisions/0025-project-pages.md)', () => {
  const item = (id: number) => ({
    id,
    name: `Hotel ${id}`,
    year: 2024,
    location: 'Punta Cana',
    division: 'hospitality',
    projectType: 'Hotel',
    scope: 'FF&E',
    description: 'Texto',
    imageUrls: ['/stock/a.jpg', '/stock/b.jpg', '/stock/c.jpg', '/stock/d.jpg'],
    imageAlts: ['', '', '', ''],
    imageCount: 9,
  });
  const facets = {
    types: [
      { value: 'Hotel', count: 30 },
      { value: 'Resort', count: 10 },
    ],
    years: [{ value: 2024, count: 40 }],
    locations: [{ value: 'Punta Cana', count: 40 }],
  };
  const pageOf = (page: number, view: Record<string, unknown>, total: number, ids: number[]): QueryEntry => ({
    need: { kind: 'project-page', division: 'hospitality', view: { page, ...view } },
    data: { items: ids.map(item), total, page, pageSize: 12, facets },
  });

  it('shows 12 projects, the count, the filters and crawlable links to the other pages, the current one marked', async () => {
    const ids = Array.from({ length: 12 }, (_, index) => 100 + index);
    const markup = await html('/hospitality/proyectos?pagina=2', [pageOf(2, {}, 40, ids)]);
    expect(markup.match(/data-testid="project-item"/g)).toHaveLength(12);
    expect(text(markup)).toContain('40 proyectos');
    expect(markup).toMatch(/<a[^>]*rel="prev" href="\/hospitality\/proyectos"/);
    expect(markup).toMatch(/<a[^>]*rel="next" href="\/hospitality\/proyectos\?pagina=3"/);
    expect(markup).toMatch(
      /<a[^>]*href="\/hospitality\/proyectos\?pagina=2"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/hospitality\/proyectos\?pagina=2"/,
    );
    expect(markup).toContain('href="/hospitality/proyectos?pagina=4"');
    expect(markup).not.toContain('pagina=5');
    expect(text(markup)).toContain('Anterior');
    expect(text(markup)).toContain('Siguiente');
    // The filters are a GET form to the page itself, with each value's count.
    expect(markup).toMatch(/<form[^>]*method="get"/);
    expect(markup).toMatch(/<form[^>]*action="\/hospitality\/proyectos"/);
    expect(text(markup)).toContain('Resort (10)');
    // A card counts the images the list left out.
    expect(text(markup)).toContain('y 5 imágenes más');
  });

  it('keeps the filters in the page links and says Sin resultados with a way back when nothing matches', async () => {
    const filtered = await html('/hospitality/proyectos?tipo=Resort', [pageOf(1, { type: 'Resort' }, 14, [1, 2])]);
    expect(filtered).toContain('href="/hospitality/proyectos?tipo=Resort&amp;pagina=2"');
    expect(text(filtered)).toContain('Quitar filtros');
    const none = await html('/hospitality/proyectos?anio=2019', [pageOf(1, { year: 2019 }, 0, [])]);
    expect(text(none)).toContain('Sin resultados');
    expect(none).toMatch(/href="\/hospitality\/proyectos"[^>]*>Ver todos los proyectos/);
    expect(text(none)).toContain('0 proyectos');
  });
});
