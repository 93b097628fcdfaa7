import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { lookupKey, mayKeep, mayPass } from './policy.js';

const key = (url: string, init: { method?: string; cookie?: string } = {}) =>
  lookupKey({ method: init.method ?? 'GET', url, headers: init.cookie ? { cookie: init.cookie } : {} } as IncomingMessage);

const answer = (status: number, headers: OutgoingHttpHeaders) => ({ status, headers, body: Buffer.from('{}') });
const publicJson = { etag: 'W/"1"', 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, no-cache' };

describe('which requests the read cache looks up', () => {
  it('every GET and HEAD of a visitor without a session, by path and query', () => {
    expect(key('/')).toBe('/');
    expect(key('/hospitality/proyecto/3')).toBe('/hospitality/proyecto/3');
    expect(key('/corporativo/contacto?utm=x')).toBe('/corporativo/contacto?utm=x');
    expect(key('/api/projects?division=hospitality')).toBe('/api/projects?division=hospitality');
    expect(key('/api/brands')).toBe('/api/brands');
    expect(key('/hospitality', { method: 'HEAD' })).toBe('/hospitality');
    expect(key('/hospitality', { cookie: 'tema=oscuro' })).toBe('/hospitality');
  });

  it('leaves to Express writes, signed-in staff and the files it streams', () => {
    expect(key('/api/projects?division=hospitality', { method: 'POST' })).toBeNull();
    expect(key('/api/leads/3', { method: 'PATCH' })).toBeNull();
    expect(key('/hospitality', { cookie: 'tema=oscuro; casa_session=abcdefghijklmnopqrstuvwxyz' })).toBeNull();
    expect(key('/media/abc123?w=640')).toBeNull();
    expect(key('/assets/index-abc.js')).toBeNull();
  });
});

describe('which answers it keeps', () => {
  it('a 200 its route marked public, with an ETag, as JSON or HTML', () => {
    expect(mayKeep(answer(200, publicJson))).toBe(true);
    expect(mayKeep(answer(200, { ...publicJson, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache, public' }))).toBe(
      true,
    );
  });

  it.each<[string, number, OutgoingHttpHeaders]>([
    ['not marked public (the staff project list, the settings)', 200, { ...publicJson, 'cache-control': 'no-cache' }],
    ['no Cache-Control at all', 200, { ...publicJson, 'cache-control': undefined }],
    ['private', 200, { ...publicJson, 'cache-control': 'private, no-cache' }],
    ['no-store', 200, { ...publicJson, 'cache-control': 'public, no-store' }],
    ['a word that only contains public', 200, { ...publicJson, 'cache-control': 'not-public' }],
    ['a 404', 404, publicJson],
    ['without an ETag', 200, { ...publicJson, etag: undefined }],
    ['setting a cookie', 200, { ...publicJson, 'set-cookie': 'a=b' }],
    ['an image', 200, { ...publicJson, 'content-type': 'image/png' }],
  ])('not %s', (_case, status, headers) => {
    expect(mayKeep(answer(status, headers))).toBe(false);
  });

  it('stops asking for a URL whose answer it cannot keep, unless the answer was a server error', () => {
    expect(mayPass(answer(200, { 'cache-control': 'no-cache' }))).toBe(true);
    expect(mayPass(answer(401, {}))).toBe(true);
    expect(mayPass(answer(404, {}))).toBe(true);
    expect(mayPass(answer(500, {}))).toBe(false);
    expect(mayPass(answer(503, {}))).toBe(false);
  });
});
