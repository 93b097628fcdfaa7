import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTimestamp } from '../db/rows.js';
import { jsonBody, startTestApp, type TestApp } from '../test-support/harness.js';
import { jpeg, multipart } from '../test-support/images.js';
import { insertOutboxRows } from '../test-support/outbox-rows.js';

const TOKEN = 'metricas-de-prueba-0123456789';
const scrape = (t: TestApp, authorization = `Bearer ${TOKEN}`) => t.request('/metrics', { headers: { authorization } });

/** The value of one series in Prometheus text (`name{labels} value`), or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: {
        metricsToken: TOKEN,
        readCacheBytes: 4 * 1024 * 1024,
        loginMaxAttempts: 2,
        // Every upload is over this disk budget for bodies: each one is refused with a 503.
        uploadTmpBytes: 100,
      },
    });
  });
  afterAll(() => t.close());

  it('answers only with the bearer token', async () => {
    expect((await scrape(t, '')).status).toBe(401);
    expect((await scrape(t, `Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(t, TOKEN)).status).toBe(401);
    const response = await scrape(t);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    // Node's own process metrics come along.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('times requests by route pattern and status, never by raw path', async () => {
    await Promise.all([
      t.request('/api/projects/991'),
      t.request('/api/projects/992'),
      t.request('/api/no-existe-1'),
      t.request('/api/no-existe-2'),
    ]);
    const text = await (await scrape(t)).text();
    expect(valueOf(text, 'casa_http_request_duration_seconds_count{method="GET",route="/api/projects/:id",status="404"}')).toBe(2);
    expect(valueOf(text, 'casa_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBe(2);
    // No label holds a raw path (a figure such as 0.399101 may hold the digits).
    expect(text).not.toContain('/api/projects/991');
    expect(text).not.toContain('no-existe');
  });

  it('counts read-cache hits and misses', async () => {
    const before = await (await scrape(t)).text();
    const hits = valueOf(before, 'casa_read_cache_hits_total') ?? 0;
    const misses = valueOf(before, 'casa_read_cache_misses_total') ?? 0;
    await t.request('/api/brands');
    await Promise.all([t.request('/api/brands'), t.request('/api/brands')]);
    const after = await (await scrape(t)).text();
    expect(valueOf(after, 'casa_read_cache_misses_total')).toBe(misses + 1);
    expect(valueOf(after, 'casa_read_cache_hits_total')).toBe(hits + 2);
  });

  it('counts logins refused by the throttle and uploads refused by the upload budget, sent at the same moment', async () => {
    const logins = await Promise.all(
      Array.from({ length: 6 }, () => t.request('/api/auth/login', jsonBody({ username: 'nadie', password: 'clave-equivocada' }))),
    );
    const refusedLogins = logins.filter((response) => response.status === 429).length;
    expect(refusedLogins).toBe(4);

    const cookie = await t.adminCookie();
    const logo = await jpeg(32, 32);
    const uploads = await Promise.all(
      Array.from({ length: 3 }, (_, index) =>
        t.request('/api/brands', {
          method: 'POST',
          headers: { cookie },
          body: multipart({ name: `Marca ${index}`, division: 'corporativo' }, [
            { field: 'logo', data: logo, filename: 'logo.jpg', type: 'image/jpeg' },
          ]),
        }),
      ),
    );
    expect(uploads.map((response) => response.status)).toEqual([503, 503, 503]);

    const text = await (await scrape(t)).text();
    expect(valueOf(text, 'casa_logins_refused_total')).toBe(refusedLogins);
    expect(valueOf(text, 'casa_uploads_refused_total')).toBe(3);
  });

  it('shows the mail outbox pending and failed, and the time of the last backup', async () => {
    await insertOutboxRows(t.db, ['pending', 'pending', 'failed', 'sent']);
    const backupAt = new Date('2026-11-20T03:00:00Z');
    await t
      .db('backup_schedule')
      .insert({ id: 1, last_success_at: dbTimestamp(t.db, backupAt) })
      .onConflict('id')
      .merge();
    try {
      const text = await (await scrape(t)).text();
      expect(valueOf(text, 'casa_mail_outbox_messages{status="pending"}')).toBe(2);
      expect(valueOf(text, 'casa_mail_outbox_messages{status="failed"}')).toBe(1);
      expect(valueOf(text, 'casa_backup_last_success_timestamp_seconds')).toBe(backupAt.getTime() / 1000);
    } finally {
      await t.db('mail_outbox').delete();
    }
  });

  it('keeps each app to its own figures (no global registry shared by two apps in one process)', async () => {
    const other = await startTestApp({ config: { metricsToken: TOKEN } });
    try {
      await other.request('/api/projects/777');
      const mine = await (await scrape(t)).text();
      const theirs = await (await scrape(other)).text();
      expect(valueOf(theirs, 'casa_http_request_duration_seconds_count{method="GET",route="/api/projects/:id",status="404"}')).toBe(1);
      expect(valueOf(mine, 'casa_http_request_duration_seconds_count{method="GET",route="/api/projects/:id",status="404"}')).toBe(2);
    } finally {
      await other.close();
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('there are no metrics: /metrics answers 404', async () => {
    const t = await startTestApp();
    try {
      const response = await t.request('/metrics', { headers: { authorization: 'Bearer cualquier-cosa-larga' } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('process_cpu');
    } finally {
      await t.close();
    }
  });
});
