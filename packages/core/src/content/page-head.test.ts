import { describe, expect, it } from 'vitest';
import { normalizeProject } from '../project.js';
import { matchRoute } from '../routes.js';
import { DIVISION_CONTENT } from './divisions.js';
import { pageHead } from './page-head.js';
import { DEFAULT_SITE_SETTINGS } from './site-settings.js';

const head = (pathname: string) => pageHead(matchRoute(pathname), pathname);

describe('pageHead: titles and descriptions of every page', () => {
  it('names each kind of page', () => {
    expect(head('/').title).toBe('Casa Mobilia | Mobiliario corporativo y hospitality en el Caribe');
    expect(head('/hospitality').title).toBe('Hospitality | Casa Mobilia');
    expect(head('/corporativo/servicios').title).toBe('Nuestros Servicios | Corporativo | Casa Mobilia');
    expect(head('/hospitality/nosotros').title).toBe('Quiénes Somos | Hospitality | Casa Mobilia');
    expect(head('/corporativo/contacto').title).toBe('Contacto | Corporativo | Casa Mobilia');
    expect(head('/projects').title).toBe('Nuestros Proyectos | Casa Mobilia');
    expect(head('/terms').title).toBe('Términos y Condiciones | Casa Mobilia');
    expect(head('/politica-de-privacidad').title).toBe('Política de Privacidad y Cookies | Casa Mobilia');
    expect(head('/admin').title).toBe('Panel de Administración | Casa Mobilia');
    expect(head('/nada/aqui').title).toBe('404 Page Not Found | Casa Mobilia');
  });

  it("describes division pages with the division's own words", () => {
    expect(head('/hospitality/contacto').description).toBe(DIVISION_CONTENT.hospitality.contactSubtitle);
    expect(head('/corporativo/proyectos').description).toBe(DIVISION_CONTENT.corporativo.projectsSubtitle);
    expect(head('/corporativo').image).toBe(DIVISION_CONTENT.corporativo.backgroundImage.src);
  });

  it('keeps admin and missing pages out of search engines', () => {
    expect(head('/login').noindex).toBe(true);
    expect(head('/nada').noindex).toBe(true);
    expect(head('/proyecto/5')).toMatchObject({ title: 'Proyecto no encontrado | Casa Mobilia', noindex: true });
    expect(head('/corporativo').noindex).toBe(false);
  });

  it("gives a project page its name, a clipped description, its division's canonical URL and a 1280 px preview", () => {
    const project = normalizeProject({
      id: 9,
      name: 'Hotel Brisa',
      division: 'hospitality',
      description: `Lobby ${'y habitaciones '.repeat(30)}`,
      imageUrls: ['/media/abc-cover'],
    });
    const result = pageHead(matchRoute('/proyecto/9'), '/proyecto/9', project);
    expect(result.title).toBe('Hotel Brisa | Proyectos Hospitality | Casa Mobilia');
    expect(result.path).toBe('/hospitality/proyecto/9');
    expect(result.image).toBe('/media/abc-cover?w=1280');
    expect(result.type).toBe('article');
    expect(result.description.length).toBeLessThanOrEqual(180);
    expect(result.description.endsWith('…')).toBe(true);
  });
});

describe('pageHead: English pages (docs/decisions/0026-english-site.md)', () => {
  it('names each English page in English, with the English division name', () => {
    expect(head('/en').title).toBe('Casa Mobilia | Corporate and hospitality furniture in the Caribbean');
    expect(head('/en/corporativo').title).toBe('Corporate | Casa Mobilia');
    expect(head('/en/corporativo/services').title).toBe('Our Services | Corporate | Casa Mobilia');
    expect(head('/en/hospitality/about').title).toBe('About Us | Hospitality | Casa Mobilia');
    expect(head('/en/hospitality/contact').title).toBe('Contact | Hospitality | Casa Mobilia');
    expect(head('/en/projects').title).toBe('Our Projects | Casa Mobilia');
    expect(head('/en/privacy-policy').title).toBe('Privacy and Cookie Policy | Casa Mobilia');
    expect(head('/en/terms').title).toBe('Terms and Conditions | Casa Mobilia');
    expect(head('/en/nothing/here').title).toBe('Page not found | Casa Mobilia');
    expect(head('/en/privacy-policy').description).toBe('How Casa Mobilia uses cookies and handles your data.');
    const second = pageHead(
      matchRoute('/en/corporativo/projects'),
      '/en/corporativo/projects',
      null,
      undefined,
      new URLSearchParams('pagina=2'),
    );
    expect(second.title).toBe('Our Projects (page 2) | Corporate | Casa Mobilia');
  });

  it('describes an English page with the English settings text where written, else the Spanish one', () => {
    const settings = {
      ...DEFAULT_SITE_SETTINGS,
      en: { ...DEFAULT_SITE_SETTINGS.en, footerText: 'Furniture for offices and hotels.' },
    };
    expect(pageHead(matchRoute('/en'), '/en', null, settings).description).toBe('Furniture for offices and hotels.');
    expect(pageHead(matchRoute('/'), '/', null, settings).description).toBe(DEFAULT_SITE_SETTINGS.footerText);
    const blank = { ...DEFAULT_SITE_SETTINGS, en: { ...DEFAULT_SITE_SETTINGS.en, footerText: '' } };
    expect(pageHead(matchRoute('/en'), '/en', null, blank).description).toBe(DEFAULT_SITE_SETTINGS.footerText);
  });

  it('gives every page its language, its canonical path and its twin in the other language', () => {
    expect(head('/hospitality/nosotros')).toMatchObject({
      lang: 'es',
      path: '/hospitality/nosotros',
      alternates: { es: '/hospitality/nosotros', en: '/en/hospitality/about' },
    });
    expect(head('/en/hospitality/about')).toMatchObject({
      lang: 'en',
      path: '/en/hospitality/about',
      alternates: { es: '/hospitality/nosotros', en: '/en/hospitality/about' },
    });
    expect(head('/privacy').alternates).toEqual({ es: '/politica-de-privacidad', en: '/en/privacy-policy' });
    expect(head('/').alternates).toEqual({ es: '/', en: '/en' });
    const listing = pageHead(
      matchRoute('/en/corporativo/projects'),
      '/en/corporativo/projects',
      null,
      undefined,
      new URLSearchParams('pagina=2'),
    );
    expect(listing.alternates).toEqual({ es: '/corporativo/proyectos?pagina=2', en: '/en/corporativo/projects?pagina=2' });
  });

  it('gives no twin to the admin and to pages that are not found', () => {
    expect(head('/admin').alternates).toBeNull();
    expect(head('/login').alternates).toBeNull();
    expect(head('/nada').alternates).toBeNull();
    expect(head('/en/nothing').alternates).toBeNull();
    expect(head('/en/project/5').alternates).toBeNull();
  });

  it("names an English project page by its English name where written, and links both languages' project pages", () => {
    const project = normalizeProject({
      id: 9,
      name: 'Hotel Brisa',
      division: 'hospitality',
      en: { name: 'Breeze Hotel' },
      imageUrls: ['/media/a'],
    });
    const english = pageHead(matchRoute('/en/project/9'), '/en/project/9', project);
    expect(english.title).toBe('Breeze Hotel | Hospitality Projects | Casa Mobilia');
    expect(english.path).toBe('/en/hospitality/project/9');
    expect(english.alternates).toEqual({ es: '/hospitality/proyecto/9', en: '/en/hospitality/project/9' });
    const unwritten = normalizeProject({ id: 9, name: 'Hotel Brisa', division: 'hospitality', imageUrls: ['/media/a'] });
    expect(pageHead(matchRoute('/en/hospitality/project/9'), '/en/hospitality/project/9', unwritten).title).toBe(
      'Hotel Brisa | Hospitality Projects | Casa Mobilia',
    );
  });
});
