import { describe, expect, it } from 'vitest';
import { canonicalPath, dataNeeds, isServerRendered, listedPaths, matchRoute, parseProjectId, usesSiteLayout } from './routes.js';

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
  it('division home: its projects (featured) and its brands (carousel)', () => {
    expect(dataNeeds(matchRoute('/hospitality'))).toEqual([
      { kind: 'projects', division: 'hospitality' },
      { kind: 'brands', division: 'hospitality' },
    ]);
  });

  it('projects: the division of the URL, or both on /projects', () => {
    expect(dataNeeds(matchRoute('/corporativo/proyectos'))).toEqual([{ kind: 'projects', division: 'corporativo' }]);
    expect(dataNeeds(matchRoute('/projects'))).toEqual([
      { kind: 'projects', division: 'corporativo' },
      { kind: 'projects', division: 'hospitality' },
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
