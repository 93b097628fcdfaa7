import { describe, expect, it } from 'vitest';
import { matchRoute, staticPublicPaths } from './known-routes.js';

describe('matchRoute (docs/product.md §2 route table)', () => {
  it.each([
    ['/', { kind: 'landing' }],
    ['/hospitality', { kind: 'division', division: 'hospitality', section: 'home' }],
    ['/corporativo/nosotros/', { kind: 'division', division: 'corporativo', section: 'nosotros' }],
    ['/hospitality/proyecto/12', { kind: 'project', id: 12, division: 'hospitality' }],
    ['/proyecto/7', { kind: 'project', id: 7, division: null }],
    ['/projects', { kind: 'projects' }],
    ['/politica-de-privacidad', { kind: 'legal', page: 'privacy' }],
    ['/terms', { kind: 'legal', page: 'terms' }],
    ['/admin', { kind: 'admin', page: 'admin' }],
  ])('knows %s', (pathname, expected) => {
    expect(matchRoute(pathname)).toEqual(expected);
  });

  it.each(['/retail', '/hospitality/otra', '/proyecto/0', '/proyecto/abc', '/corporativo/proyecto/1/extra', '/%E0%A4%A'])(
    'answers %s as not found',
    (pathname) => {
      expect(matchRoute(pathname).kind).toBe('not-found');
    },
  );

  it('lists every public page of both divisions for the sitemap', () => {
    expect(staticPublicPaths()).toHaveLength(1 + 2 * 5 + 2);
  });
});
