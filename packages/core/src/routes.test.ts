import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  canonicalPathAndQuery,
  dataNeeds,
  isServerRendered,
  alternatePath,
  listedPaths,
  matchRoute,
  sitePath,
  parseProjectId,
  usesSiteLayout,
} from './routes.js';

describe('matchRoute (docs/product.md §2 route table)', () => {
  it.each([
    ['/', { page: 'landing', division: null, projectId: null, lang: 'es' }],
    ['/hospitality', { page: 'division-home', division: 'hospitality', projectId: null, lang: 'es' }],
    ['/corporativo/nosotros/', { page: 'about', division: 'corporativo', projectId: null, lang: 'es' }],
    ['/hospitality/servicios', { page: 'services', division: 'hospitality', projectId: null, lang: 'es' }],
    ['/corporativo/proyectos', { page: 'projects', division: 'corporativo', projectId: null, lang: 'es' }],
    ['/hospitality/contacto', { page: 'contact', division: 'hospitality', projectId: null, lang: 'es' }],
    ['/hospitality/proyecto/12', { page: 'project', division: 'hospitality', projectId: 12, lang: 'es' }],
    ['/proyecto/7', { page: 'project', division: null, projectId: 7, lang: 'es' }],
    ['/projects', { page: 'projects', division: null, projectId: null, lang: 'es' }],
    ['/privacy', { page: 'privacy', division: null, projectId: null, lang: 'es' }],
    ['/politica-de-privacidad', { page: 'privacy', division: null, projectId: null, lang: 'es' }],
    ['/terms', { page: 'terms', division: null, projectId: null, lang: 'es' }],
    ['/terminos-y-condiciones', { page: 'terms', division: null, projectId: null, lang: 'es' }],
    ['/login', { page: 'login', division: null, projectId: null, lang: 'es' }],
    ['/admin', { page: 'admin', division: null, projectId: null, lang: 'es' }],
    ['/admin/usuarios', { page: 'admin', division: null, projectId: null, lang: 'es' }],
    ['/admin/cuenta', { page: 'admin', division: null, projectId: null, lang: 'es' }],
    ['/admin/solicitudes/42', { page: 'admin', division: null, projectId: null, lang: 'es' }],
    ['/admin/proyectos/nuevo/', { page: 'admin', division: null, projectId: null, lang: 'es' }],
  ])('knows %s', (pathname, expected) => {
    expect(matchRoute(pathname)).toEqual(expected);
  });

  it.each([
    ['/en', { page: 'landing', division: null, projectId: null, lang: 'en' }],
    ['/en/hospitality', { page: 'division-home', division: 'hospitality', projectId: null, lang: 'en' }],
    ['/en/corporativo/about/', { page: 'about', division: 'corporativo', projectId: null, lang: 'en' }],
    ['/en/hospitality/services', { page: 'services', division: 'hospitality', projectId: null, lang: 'en' }],
    ['/en/corporativo/projects', { page: 'projects', division: 'corporativo', projectId: null, lang: 'en' }],
    ['/en/hospitality/contact', { page: 'contact', division: 'hospitality', projectId: null, lang: 'en' }],
    ['/en/hospitality/project/12', { page: 'project', division: 'hospitality', projectId: 12, lang: 'en' }],
    ['/en/project/7', { page: 'project', division: null, projectId: 7, lang: 'en' }],
    ['/en/projects', { page: 'projects', division: null, projectId: null, lang: 'en' }],
    ['/en/privacy-policy', { page: 'privacy', division: null, projectId: null, lang: 'en' }],
    ['/en/terms', { page: 'terms', division: null, projectId: null, lang: 'en' }],
  ])('knows the English page %s', (pathname, expected) => {
    expect(matchRoute(pathname)).toEqual(expected);
  });

  it('answers an unknown path under /en as an English 404, and any other as a Spanish one', () => {
    expect(matchRoute('/en/hospitality/nosotros')).toEqual({ page: 'not-found', division: null, projectId: null, lang: 'en' });
    expect(matchRoute('/en/admin')).toEqual({ page: 'not-found', division: null, projectId: null, lang: 'en' });
    expect(matchRoute('/hospitality/about')).toEqual({ page: 'not-found', division: null, projectId: null, lang: 'es' });
  });

  it.each(['/retail', '/hospitality/otra', '/Corporativo', '/corporativo/proyecto/1/extra', '/proyecto', '/%E0%A4%A', '/administrador'])(
    'answers %s as not found',
    (pathname) => {
      expect(matchRoute(pathname).page).toBe('not-found');
    },
  );

  it('sends any project id that cannot exist to the project page, with no id to read', () => {
    for (const pathname of [
      '/hospitality/proyecto/abc',
      '/proyecto/0',
      '/proyecto/007',
      '/corporativo/proyecto/99999999999',
      '/proyecto/-1',
    ]) {
      expect(matchRoute(pathname), pathname).toEqual(expect.objectContaining({ page: 'project', projectId: null }));
    }
  });

  it('reads project ids within the id column', () => {
    expect(parseProjectId('2147483647')).toBe(2147483647);
    expect(parseProjectId('2147483648')).toBeNull();
    expect(parseProjectId('1e3')).toBeNull();
    expect(parseProjectId(undefined)).toBeNull();
  });

  it('renders every page on the server but the admin screens, and frames all but the landing and admin', () => {
    expect(isServerRendered('landing')).toBe(true);
    expect(isServerRendered('not-found')).toBe(true);
    expect(isServerRendered('login')).toBe(false);
    expect(isServerRendered('admin')).toBe(false);
    expect(usesSiteLayout('landing')).toBe(false);
    expect(usesSiteLayout('project')).toBe(true);
    expect(usesSiteLayout('not-found')).toBe(true);
  });
});

describe('dataNeeds: what each page reads on its first render', () => {
  it('division home: its two featured projects (never the whole list) and its brands (carousel)', () => {
    expect(dataNeeds(matchRoute('/hospitality'))).toEqual([
      { kind: 'featured-projects', division: 'hospitality' },
      { kind: 'brands', division: 'hospitality' },
    ]);
  });

  it('projects: one page of the division of the URL, or of both on /projects, as the address says', () => {
    expect(dataNeeds(matchRoute('/corporativo/proyectos'))).toEqual([{ kind: 'project-page', division: 'corporativo', view: { page: 1 } }]);
    expect(dataNeeds(matchRoute('/projects'))).toEqual([{ kind: 'project-page', division: null, view: { page: 1 } }]);
    const search = new URLSearchParams('pagina=3&tipo=Hotel&anio=2024&ubicacion=Punta%20Cana&otro=1');
    expect(dataNeeds(matchRoute('/hospitality/proyectos'), search)).toEqual([
      { kind: 'project-page', division: 'hospitality', view: { page: 3, type: 'Hotel', year: 2024, location: 'Punta Cana' } },
    ]);
    // Values the page cannot use are left out: every address shows a page.
    const odd = new URLSearchParams('pagina=0&tipo=Showroom&anio=dos');
    expect(dataNeeds(matchRoute('/hospitality/proyectos'), odd)).toEqual([
      { kind: 'project-page', division: 'hospitality', view: { page: 1 } },
    ]);
  });

  it('project: the project and the brands it names; nothing for an id that cannot exist', () => {
    expect(dataNeeds(matchRoute('/proyecto/4'))).toEqual([{ kind: 'project', id: 4 }, { kind: 'all-brands' }]);
    expect(dataNeeds(matchRoute('/proyecto/abc'))).toEqual([]);
  });

  it('static pages read nothing', () => {
    for (const pathname of ['/', '/corporativo/nosotros', '/hospitality/servicios', '/corporativo/contacto', '/terms', '/nada']) {
      expect(dataNeeds(matchRoute(pathname)), pathname).toEqual([]);
    }
  });
});

describe('canonicalPathAndQuery', () => {
  it('keeps the page and filters of the projects page in one order, and drops every other query', () => {
    const canonical = (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      return canonicalPathAndQuery(parsed.pathname, parsed.searchParams, matchRoute(parsed.pathname));
    };
    expect(canonical('/hospitality/proyectos')).toBe('/hospitality/proyectos');
    expect(canonical('/hospitality/proyectos?pagina=1')).toBe('/hospitality/proyectos');
    expect(canonical('/hospitality/proyectos?pagina=2&utm_source=x')).toBe('/hospitality/proyectos?pagina=2');
    expect(canonical('/hospitality/proyectos/?pagina=2&tipo=Hotel')).toBe('/hospitality/proyectos?tipo=Hotel&pagina=2');
    expect(canonical('/hospitality/nosotros?pagina=2')).toBe('/hospitality/nosotros');
  });
});

describe('sitePath and alternatePath (docs/decisions/0026-english-site.md)', () => {
  it('writes each page in both languages', () => {
    expect(sitePath('landing', 'es')).toBe('/');
    expect(sitePath('landing', 'en')).toBe('/en');
    expect(sitePath('about', 'en', 'hospitality')).toBe('/en/hospitality/about');
    expect(sitePath('contact', 'es', 'corporativo')).toBe('/corporativo/contacto');
    expect(sitePath('project', 'en', 'hospitality', 12)).toBe('/en/hospitality/project/12');
    expect(sitePath('project', 'es', null, 7)).toBe('/proyecto/7');
    expect(sitePath('projects', 'en')).toBe('/en/projects');
    expect(sitePath('privacy', 'es')).toBe('/politica-de-privacidad');
    expect(sitePath('privacy', 'en')).toBe('/en/privacy-policy');
  });

  it.each([
    ['/', '/en'],
    ['/hospitality/nosotros', '/en/hospitality/about'],
    ['/corporativo/servicios/', '/en/corporativo/services'],
    ['/hospitality/proyecto/12', '/en/hospitality/project/12'],
    ['/proyecto/7', '/en/project/7'],
    ['/privacy', '/en/privacy-policy'],
    ['/terminos-y-condiciones', '/en/terms'],
  ])('pairs %s with %s', (es, en) => {
    expect(alternatePath(es, 'en')).toBe(en);
    const spanish = es === '/privacy' ? '/politica-de-privacidad' : es.length > 1 ? es.replace(/\/$/, '') : es;
    expect(alternatePath(en, 'es')).toBe(spanish);
    expect(alternatePath(es, 'es')).toBe(spanish);
  });

  it('sends a 404 to the other language home and keeps the admin Spanish only', () => {
    expect(alternatePath('/no-existe', 'en')).toBe('/en');
    expect(alternatePath('/en/nothing', 'es')).toBe('/');
    expect(alternatePath('/admin', 'en')).toBeNull();
  });
});

describe('canonicalPath and listedPaths', () => {
  it('points aliases at the Spanish path and drops trailing slashes', () => {
    expect(canonicalPath('/privacy')).toBe('/politica-de-privacidad');
    expect(canonicalPath('/terms/')).toBe('/terminos-y-condiciones');
    expect(canonicalPath('/hospitality/')).toBe('/hospitality');
    expect(canonicalPath('/')).toBe('/');
  });

  it('lists every public page of both divisions for the sitemap, no alias, no admin', () => {
    const paths = listedPaths();
    expect(paths).toHaveLength(1 + 2 * 5 + 2);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/corporativo', '/hospitality/contacto', '/politica-de-privacidad', '/terminos-y-condiciones']),
    );
    for (const excluded of ['/privacy', '/terms', '/projects', '/login', '/admin', '/admin/usuarios', '/admin/cuenta'])
      expect(paths).not.toContain(excluded);
  });
});
