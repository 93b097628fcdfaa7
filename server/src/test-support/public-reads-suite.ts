import fs from 'node:fs';
import type { IncomingHttpHeaders, RequestListener } from 'node:http';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApp } from '../app.js';
import { bodyOf, type Json, startTestApp, type TestApp } from './harness.js';
import { jpeg, multipart, photo, type UploadPart } from './images.js';
import { listen, raw } from './raw-http.js';
import { stubWebBuild } from './web-stub.js';

/** Headers that depend on the moment or the connection, not on the answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'x-request-id']);
export const comparable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_CONNECTION.has(name)));

export interface PublicReadsSuite {
  /** The app with its read cache in front (8 MB) and a stand-in web build; set before the file's own hooks run. */
  t: TestApp;
  /** A signed-in admin's session cookie. */
  cookie: string;
  /** The same app without the cache in front: what Express alone answers. */
  expressUrl: string;
  createProject(fields: Record<string, unknown>): Promise<Json>;
  createBrand(fields: Record<string, unknown>): Promise<Json>;
  /** A page or read as a visitor gets it through the cache, as text. */
  text(pathname: string, headers?: Record<string, string>): Promise<string>;
}

/**
 * The set-up shared by the suites of the public reads through the read cache: one app, its
 * Express alone beside it, and before each test no projects, brands or images. Call it at the top
 * of a test file; its hooks run before the file's own.
 */
export function publicReadsSuite(): PublicReadsSuite {
  const webDist = stubWebBuild();
  let express: { url: string; close(): Promise<void> };
  let colour = 0;
  const send = async (path: string, fields: Record<string, unknown>, file: UploadPart) => {
    const response = await suite.t.request(path, { method: 'POST', headers: { cookie: suite.cookie }, body: multipart(fields, [file]) });
    expect(response.status, await response.clone().text()).toBe(201);
    return bodyOf(response);
  };
  const suite: PublicReadsSuite = {
    // Filled in by the first beforeAll below, before any test of the file runs.
    t: undefined as unknown as TestApp,
    cookie: '',
    expressUrl: '',
    createProject: async (fields) => {
      colour += 1;
      const image = photo(await jpeg(40, 30, `#${(colour * 2654435).toString(16).padStart(6, '0').slice(-6)}`));
      const project = {
        name: 'Hotel Prueba',
        year: '2024',
        location: 'Punta Cana',
        division: 'hospitality',
        projectType: 'Hotel',
        scope: 'FF&E de 120 habitaciones',
        brands: [],
      };
      return send('/api/projects', { ...project, ...fields }, image);
    },
    createBrand: async (fields) => {
      const brand = {
        name: 'Marca Prueba',
        description: 'Mobiliario de prueba.',
        category: 'mobiliario',
        division: 'hospitality',
        isActive: 'true',
      };
      return send('/api/brands', { ...brand, ...fields }, { field: 'logo', data: await jpeg(), filename: 'logo.jpg', type: 'image/jpeg' });
    },
    text: async (pathname, headers = {}) => (await raw(`${suite.t.baseUrl}${pathname}`, headers)).body.toString(),
  };
  beforeAll(async () => {
    suite.t = await startTestApp({ config: { webDist, readCacheBytes: 8 * 1024 * 1024 } });
    suite.cookie = await suite.t.adminCookie();
    express = await listen(createApp(suite.t.deps) as unknown as RequestListener);
    suite.expressUrl = express.url;
  });
  afterAll(async () => {
    await express.close();
    await suite.t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await suite.t.db('projects').delete();
    await suite.t.db('brands').delete();
    await suite.t.db('media').delete();
    // Rows removed behind the app's back: tell the caches, as every write path does.
    await suite.t.db('content_version').where({ id: 1 }).increment('version', 1);
  });
  return suite;
}
