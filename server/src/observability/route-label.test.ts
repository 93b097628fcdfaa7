import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { routeLabel } from './route-label.js';

/** A request as Express leaves it (`baseUrl` set once its router saw it, `route` when one matched), or untouched. */
const req = (seen: { baseUrl?: string; route?: string } | null) =>
  (seen === null
    ? {}
    : { baseUrl: seen.baseUrl ?? '', route: seen.route === undefined ? undefined : { path: seen.route } }) as IncomingMessage;

describe('routeLabel', () => {
  it("names an API request by its route's pattern, even when an error unwound the router's mount path", () => {
    expect(routeLabel(req({ baseUrl: '/api/projects', route: '/:id' }), '/api/projects/12')).toBe('/api/projects/:id');
    expect(routeLabel(req({ baseUrl: '', route: '/:id' }), '/api/projects/abc')).toBe('/api/projects/:id');
    expect(routeLabel(req({ baseUrl: '/api/leads', route: '/:id/notification' }), '/api/leads/contact-3/notification')).toBe(
      '/api/leads/:id/notification',
    );
    expect(routeLabel(req({ baseUrl: '/api/brands', route: '/' }), '/api/brands/')).toBe('/api/brands');
  });

  it('puts every /api path no route took under one label', () => {
    expect(routeLabel(req({}), '/api/wp-login.php')).toBe('unmatched');
    expect(routeLabel(req({}), '/api/x/y/z')).toBe('unmatched');
  });

  it('names answers of the read cache (Express never saw them) by pattern too', () => {
    expect(routeLabel(req(null), '/api/projects/31')).toBe('/api/projects/:id');
    expect(routeLabel(req(null), '/hospitality/proyecto/31')).toBe('/:division/proyecto/:id');
    expect(routeLabel(req(null), '/corporativo/contacto')).toBe('/:division/contacto');
    expect(routeLabel(req(null), '/')).toBe('/');
  });

  it('names pages by the route table, unknown pages not-found, files by their folder', () => {
    expect(routeLabel(req({ route: '/{*path}' }), '/corporativo/proyecto/8')).toBe('/:division/proyecto/:id');
    expect(routeLabel(req({ route: '/{*path}' }), '/no/existe/8')).toBe('not-found');
    expect(routeLabel(req({}), '/media/abc123def')).toBe('/media/:key');
    expect(routeLabel(req({}), '/assets/index-4f2a.js')).toBe('/assets/*');
    expect(routeLabel(req({}), '/fonts/inter.woff2')).toBe('static');
    expect(routeLabel(req({ route: '/robots.txt' }), '/robots.txt')).toBe('/robots.txt');
  });
});
