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
    // The default settings: 256 MB of uploads in memory, two decodes at a time.
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('three admins sending 20 × 8 MB at once: every request answered, 201 or 503, no crash', async () => {
    const big = await noisyJpeg();
    expect(big.length).toBeGreaterThan(8_000_000);
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
    const statuses = responses.map((response) => response.status).sort();
    for (const response of responses) {
      expect([201, 503]).toContain(response.status);
      const body = await bodyOf(response);
      if (response.status === 503) {
        expect(body.message).toBe('El servidor está ocupado procesando imágenes. Inténtalo de nuevo en unos segundos.');
        expect(response.headers.get('retry-after')).toBe('5');
      } else {
        expect(body.imageUrls).toHaveLength(20);
      }
    }
    // 3 × 160 MB do not fit in 256 MB; one does.
    expect(statuses).toEqual([201, 503, 503]);
    const stats = uploadBudget(app.deps.config).stats();
    expect(stats.peakBytes).toBeLessThanOrEqual(256 * 1024 * 1024);
    expect(stats.peakDecodes).toBeLessThanOrEqual(2);
    expect(stats.heldBytes).toBe(0);
    expect(await countProjects(app)).toBe(1);
    expect(await countMedia(app.db)).toBe(20);

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

  it('answers 503 in Spanish when the memory budget is spent, and takes nothing', async () => {
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
