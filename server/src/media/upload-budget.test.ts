import fs from 'node:fs';
import { MESSAGES } from '@casa/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, startTestApp, type TestApp } from '../test-support/harness.js';
import { jpeg, multipart, noisyJpeg, photo, type UploadPart } from '../test-support/images.js';
import { countMedia } from './repo.js';
import { UploadBudget, uploadBudget } from './upload-budget.js';

const projectFields = (name: string) => ({
  name,
  year: '2024',
  location: 'Punta Cana',
  division: 'hospitality',
  projectType: 'Hotel',
  scope: 'FF&E de 120 habitaciones',
  brands: [],
});

async function countProjects(app: TestApp): Promise<number> {
  const [row] = await app.db('projects').count<{ count: number | string }[]>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** Waits (bounded) for finished requests to give their disk bytes back: their folders are removed first. */
async function released(app: TestApp): Promise<void> {
  for (let wait = 0; wait < 400 && uploadBudget(app.deps.config).stats().heldBytes > 0; wait += 1)
    await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('UploadBudget', () => {
  it('never runs more decodes at once than its slots, and runs every one', async () => {
    const budget = new UploadBudget(1024, 2);
    let running = 0;
    let most = 0;
    const done = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        budget.decode(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 2));
          running -= 1;
          return index;
        }),
      ),
    );
    expect(done).toEqual(Array.from({ length: 12 }, (_, index) => index));
    expect(most).toBe(2);
    expect(budget.stats()).toMatchObject({ peakDecodes: 2, waiting: 0 });
  });

  it("lets a visitor's resized image go ahead of queued uploads", async () => {
    const budget = new UploadBudget(1024, 1);
    const order: string[] = [];
    let open: () => void = () => undefined;
    const busy = budget.decode(() => new Promise<void>((resolve) => (open = resolve)));
    const uploads = [1, 2, 3].map((index) => budget.decode(async () => void order.push(`subida ${index}`)));
    const visitor = budget.decode(async () => void order.push('visitante'), { first: true });
    open();
    await Promise.all([busy, ...uploads, visitor]);
    expect(order).toEqual(['visitante', 'subida 1', 'subida 2', 'subida 3']);
  });

  it('frees a slot when the work fails', async () => {
    const budget = new UploadBudget(1024, 1);
    await expect(budget.decode(() => Promise.reject(new Error('roto')))).rejects.toThrow('roto');
    expect(await budget.decode(async () => 'sigue')).toBe('sigue');
  });

  it('never decodes more bytes at once than its memory, yet runs an image larger than all of it alone', async () => {
    const budget = new UploadBudget(1024, 4, 100);
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 6 }, () => budget.decode(work, { bytes: 60 })));
    expect(most).toBe(1);
    await Promise.all([budget.decode(work, { bytes: 500 }), budget.decode(work, { bytes: 10 })]);
    expect(budget.stats()).toMatchObject({ peakDecodeBytes: 500, waiting: 0 });
  });

  it('reserves bytes only while they fit', () => {
    const budget = new UploadBudget(100, 1);
    expect(budget.tryReserve(60)).toBe(true);
    expect(budget.tryReserve(41)).toBe(false);
    expect(budget.tryReserve(40)).toBe(true);
    budget.release(100);
    expect(budget.stats()).toMatchObject({ heldBytes: 0, peakBytes: 100 });
  });
});

describe('uploads under one server-wide budget', () => {
  let app: TestApp;

  beforeAll(async () => {
    // The default settings: 2048 MB of upload bodies on disk, two decodes at a time in 256 MB.
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('three admins sending 20 × 8 MB at once: all three stored, the bodies on disk, never more than two decodes', async () => {
    // 8 MB files whose picture is small (a JPEG ends at its end marker; the rest is padding): the
    // bodies are the real size, the decoding is quick. npm run bench decodes real 8 MB photos.
    const small = await jpeg(640, 480, '#345678');
    const big = Buffer.concat([small, Buffer.alloc(8 * 1024 * 1024 - small.length)]);
    // One Blob sent 20 times: the test holds 8 MB, the server sees 160 MB a request.
    const blob = new Blob([new Uint8Array(big)], { type: 'image/jpeg' });
    const cookies = await Promise.all([app.adminCookie(), app.adminCookie(), app.adminCookie()]);
    const responses = await Promise.all(
      cookies.map((cookie, admin) => {
        const form = multipart(projectFields(`Proyecto ${admin}`));
        for (let index = 0; index < 20; index += 1) form.append('images', blob, `foto-${index}.jpg`);
        return app.request('/api/projects', { method: 'POST', headers: { cookie }, body: form });
      }),
    );
    for (const response of responses) {
      expect(response.status).toBe(201);
      expect((await bodyOf(response)).imageUrls).toHaveLength(20);
    }
    await released(app);
    const stats = uploadBudget(app.deps.config).stats();
    // The three bodies were on disk at once, within UPLOAD_TMP_MB; decodes stayed within their bounds.
    expect(stats.peakBytes).toBeGreaterThan(3 * 20 * big.length);
    expect(stats.peakBytes).toBeLessThanOrEqual(app.deps.config.uploadTmpBytes);
    expect(stats.peakDecodes).toBeLessThanOrEqual(2);
    expect(stats.peakDecodeBytes).toBeLessThanOrEqual(app.deps.config.uploadMemoryBytes);
    expect(stats.heldBytes).toBe(0);
    expect(await countProjects(app)).toBe(3);
    expect(await countMedia(app.db)).toBe(60);
    expect(fs.readdirSync(app.deps.config.uploadTmpDir)).toEqual([]);

    // The server still answers, and the budget is back: another upload goes through.
    expect((await app.request('/api/brands')).status).toBe(200);
    const again = await app.request('/api/projects', {
      method: 'POST',
      headers: { cookie: cookies[1] ?? '' },
      body: multipart(projectFields('Proyecto reintento'), [photo(await jpeg())]),
    });
    expect(again.status).toBe(201);
    expect(app.errors).toEqual([]);
  }, 300_000);

  it('counts decodes per server, not per request: two uploads at once share the slots', async () => {
    const budget = uploadBudget(app.deps.config);
    const cookie = await app.adminCookie();
    const images = async (offset: number): Promise<UploadPart[]> =>
      Promise.all(
        Array.from({ length: 6 }, async (_, index) => photo(await jpeg(400, 300, `#${(offset + index).toString(16).padStart(6, '0')}`))),
      );
    const [first, second] = await Promise.all([images(0x100), images(0x200)]);
    const before = budget.stats().peakDecodes;
    const responses = await Promise.all(
      [first, second].map((files, index) =>
        app.request('/api/projects', { method: 'POST', headers: { cookie }, body: multipart(projectFields(`Paralelo ${index}`), files) }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    expect(Math.max(before, budget.stats().peakDecodes)).toBeLessThanOrEqual(2);
  });

  it('gives back the bytes of an upload whose client went away, once the server is done with it (no leak)', async () => {
    await released(app);
    const budget = uploadBudget(app.deps.config);
    const cookie = await app.adminCookie();
    const files = await Promise.all(Array.from({ length: 8 }, async () => photo(await noisyJpeg(1200, 900))));
    const controller = new AbortController();
    const upload = app
      .request('/api/projects', {
        method: 'POST',
        headers: { cookie },
        body: multipart(projectFields('Abandonado'), files),
        signal: controller.signal,
      })
      .catch(() => 'aborted');
    // Abort once the server holds the body (its bytes are counted), while it decodes.
    while (budget.stats().heldBytes === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    expect(await upload).toBe('aborted');
    for (let wait = 0; wait < 600 && budget.stats().heldBytes > 0; wait += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(budget.stats().heldBytes).toBe(0);
    expect(app.errors).toEqual([]);
  });

  it('answers 503 in Spanish when the disk budget is spent, and takes nothing', async () => {
    await released(app);
    const budget = uploadBudget(app.deps.config);
    expect(budget.tryReserve(budget.maxBytes)).toBe(true);
    try {
      const cookie = await app.adminCookie();
      const response = await app.request('/api/projects', {
        method: 'POST',
        headers: { cookie },
        body: multipart(projectFields('Sin sitio'), [photo(await jpeg())]),
      });
      expect(response.status).toBe(503);
      expect(await bodyOf(response)).toEqual({ message: MESSAGES.uploadBusy });
    } finally {
      budget.release(budget.maxBytes);
    }
    expect(budget.stats().heldBytes).toBe(0);
  });
});

describe('the disk budget under uploads sent at the same moment', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ config: { uploadTmpBytes: 16 * 1024 * 1024 } });
  });
  afterAll(() => app.close());

  it('takes what fits in UPLOAD_TMP_MB, counted before any body is written, and answers the rest 503 with Retry-After', async () => {
    const big = await noisyJpeg(1600, 1200);
    const cookie = await app.adminCookie();
    // Each request is about 3 × |big|; four of them are more than 16 MB together.
    const perRequest = 3 * big.length;
    const fit = Math.floor((16 * 1024 * 1024) / (perRequest + 2048));
    expect(fit).toBeGreaterThanOrEqual(1);
    expect(fit).toBeLessThan(4);
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        app.request('/api/projects', {
          method: 'POST',
          headers: { cookie },
          body: multipart(projectFields(`Disco ${index}`), [photo(big), photo(big), photo(big)]),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(fit);
    for (const response of responses.filter((answer) => answer.status === 503)) {
      expect(await bodyOf(response)).toEqual({ message: MESSAGES.uploadBusy });
      expect(response.headers.get('retry-after')).toBe('5');
    }
    await released(app);
    expect(uploadBudget(app.deps.config).stats()).toMatchObject({ heldBytes: 0 });
    expect(uploadBudget(app.deps.config).stats().peakBytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(await countProjects(app)).toBe(fit);
    expect(fs.readdirSync(app.deps.config.uploadTmpDir)).toEqual([]);
  });
});
