import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  canonicalPathAndQuery,
  dataNeeds,
  isServerRendered,
  listedPaths,
  matchRoute,
  parseProjectId,
  usesSiteLayout,
} from './routes.js';

describe('matchRoute (docs/product.md §2 route table)', () => {
  it.each([
    ['/', { page: 'landing', division: null, projectId: null }],
    ['/hospitality', { page: 'division-home', division: 'hospitality', projectId: null }],
    ['/corporativo/nosotros/', { page: 'about', division: 'corporativo', projectId: null }],
    ['/hospitality/servicios', { page: 'services', division: 'hospitality', projectId: null }],
    ['/corporativo/proyectos', { page: 'projects', division: 'corporativo', projectId: null }],
    ['/hospitality/contacto', { page: 'contact', division: 'hospitality', projectId: null }],
    ['/hospitality/proyecto/12', { page: 'project', division: 'hospitality', projectId: 12 }],
    ['/proyecto/7', { page: 'project', division: null, projectId: 7 }],
    ['/projects', { page: 'projects', division: null, projectId: null }],
    ['/privacy', { page: 'privacy', division: null, projectId: null }],
    ['/politica-de-privacidad', { page: 'privacy', division: null, projectId: null }],
    ['/terms', { page: 'terms', division: null, projectId: null }],
    ['/terminos-y-condiciones', { page: 'terms', division: null, projectId: null }],
    ['/login', { page: 'login', division: null, projectId: null }],
    ['/admin', { page: 'admin', division: null, projectId: null }],
    ['/admin/usuarios', { page: 'admin', division: null, projectId: null }],
    ['/admin/cuenta', { page: 'admin', division: null, projectId: null }],
    ['/admin/solicitudes/42', { page: 'admin', division: null, projectId: null }],
    ['/admin/proyectos/nuevo/', { page: 'admin', division: null, projectId: null }],
  ])('knows %s', (pathname, expected) => {
    expect(matchRoute(pathname)).toEqual(expected);
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
