import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { countMedia } from '../media/repo.js';
import { bodyOf, startTestApp, type TestApp, type TestAppOptions } from './harness.js';
import { multipart, type UploadPart } from './images.js';

/** The admin content a suite manages: its rows are counted beside the stored images. */
export type ContentTable = 'brands' | 'projects';

export interface AdminSuite {
  /** The running app; set before the suite's own `beforeAll` hooks run. */
  app: TestApp;
  /** A signed-in admin's session cookie. */
  cookie: string;
  /** A multipart form as the admin sends it (or anonymously with `auth` false). */
  send(method: 'POST' | 'PUT', path: string, fields: Record<string, unknown>, files?: UploadPart[], auth?: boolean): Promise<Response>;
  /** How many rows `table` holds and how many images are stored, as `{ [table]: n, media: m }`. */
  counts(table: ContentTable): Promise<Record<string, number>>;
  /** The DELETE contract: 401 without a session, 204 with one, then 404 with `message` once gone. */
  expectDeletedOnce(path: string, message: string): Promise<void>;
}

/**
 * The set-up shared by the suites of the admin's content (brands, projects): one app and one
 * admin session for the file, before each test no projects, brands or images, and after each test
 * no error logged by the app (an unexpected error is a 500 somewhere; a test that provokes one on
 * purpose empties `app.errors`). Call it at the top of a test file; its hooks run before the file's own.
 */
export function adminSuite(options: TestAppOptions = {}): AdminSuite {
  const suite: AdminSuite = {
    // Filled in by the first beforeAll below, before any test of the file runs.
    app: undefined as unknown as TestApp,
    cookie: '',
    send: (method, path, fields, files = [], auth = true) =>
      suite.app.request(path, { method, headers: auth ? { cookie: suite.cookie } : {}, body: multipart(fields, files) }),
    counts: async (table) => {
      const [row] = await suite.app.db(table).count<{ count: number | string }[]>({ count: '*' });
      return { [table]: Number(row?.count ?? 0), media: await countMedia(suite.app.db) };
    },
    expectDeletedOnce: async (path, message) => {
      expect((await suite.app.request(path, { method: 'DELETE' })).status).toBe(401);
      const admin = { method: 'DELETE', headers: { cookie: suite.cookie } };
      expect((await suite.app.request(path, admin)).status).toBe(204);
      const again = await suite.app.request(path, admin);
      expect(again.status).toBe(404);
      expect(await bodyOf(again)).toEqual({ message });
    },
  };
  beforeAll(async () => {
    suite.app = await startTestApp(options);
    suite.cookie = await suite.app.adminCookie();
  });
  afterAll(() => suite.app.close());
  beforeEach(async () => {
    await suite.app.db('projects').delete();
    await suite.app.db('brands').delete();
    await suite.app.db('media').delete();
    suite.app.errors.length = 0;
  });
  afterEach(() => {
    expect(suite.app.errors, 'errors the app logged during this test').toEqual([]);
  });
  return suite;
}
