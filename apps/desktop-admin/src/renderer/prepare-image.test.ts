import { describe, expect, it, vi } from 'vitest';
import { checkConnection } from './connection.js';
import { createPhotoProgress, formatBytes } from './photo-progress.js';
import { createDesktopPrepareImage } from './prepare-image.js';

describe('desktop PrepareImage (admin-ui hook)', () => {
  it('sends the bytes to the main process and returns the smaller file, counting progress', async () => {
    const progress = createPhotoProgress();
    const desktop = {
      prepareImage: vi.fn(async (_bytes: Uint8Array, name: string) => ({
        bytes: new Uint8Array(100),
        name: name.replace('.png', '.jpg'),
        type: 'image/jpeg',
      })),
    };
    const prepare = createDesktopPrepareImage(desktop, progress);
    const big = new File([new Uint8Array(5000)], 'salon.png', { type: 'image/png' });
    const pending = prepare(big);
    expect(progress.get()).toMatchObject({ running: 1, total: 1, done: 0 });
    const prepared = await pending;
    expect(desktop.prepareImage).toHaveBeenCalledWith(expect.any(Uint8Array), 'salon.png', 'image/png');
    expect(prepared).toBeInstanceOf(File);
    expect([prepared.name, prepared.type, prepared.size]).toEqual(['salon.jpg', 'image/jpeg', 100]);
    expect(progress.get()).toMatchObject({ running: 0, total: 1, done: 1, bytesIn: 5000, bytesOut: 100 });
  });

  it('never rejects: when the main process fails, the original file goes up', async () => {
    const progress = createPhotoProgress();
    const prepare = createDesktopPrepareImage({ prepareImage: vi.fn(async () => Promise.reject(new Error('boom'))) }, progress);
    const file = new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' });
    expect(await prepare(file)).toBe(file);
    expect(progress.get()).toMatchObject({ failed: 1, done: 1, running: 0 });
  });

  it('formats sizes as read in the Dominican Republic (es-DO)', () => {
    expect(formatBytes(10 * 1024 * 1024 + 512 * 1024)).toBe('10.5 MB');
    expect(formatBytes(640 * 1024)).toBe('640 KB');
    expect(formatBytes(12)).toBe('12 B');
  });
});

describe('checkConnection', () => {
  it('is ok when /api/health answers { status: "ok" }', async () => {
    const fetch = vi.fn(async () => Response.json({ status: 'ok' }));
    expect(await checkConnection(fetch as unknown as typeof globalThis.fetch)).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('/api/health', expect.anything());
  });

  it("shows the main process's Spanish message when the server cannot be reached", async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'No se pudo conectar con el servidor. X' }, { status: 502 }));
    expect(await checkConnection(fetch as unknown as typeof globalThis.fetch)).toEqual({
      ok: false,
      message: 'No se pudo conectar con el servidor. X',
    });
  });

  it('says it is not our server when /api/health is missing', async () => {
    const fetch = vi.fn(async () => new Response('Not found', { status: 404 }));
    expect(await checkConnection(fetch as unknown as typeof globalThis.fetch)).toEqual({
      ok: false,
      message: expect.stringMatching(/no parece ser/),
    });
  });
});

describe('photo batches', () => {
  it('keeps one batch while admin-ui prepares a selection one photo after another', () => {
    let now = 0;
    const progress = createPhotoProgress(() => now);
    progress.begin();
    now += 300;
    progress.finish(100, 10);
    now += 50;
    progress.begin();
    expect(progress.get()).toMatchObject({ running: 1, total: 2, done: 1 });
    now += 300;
    progress.finish(100, 10);
    now += 5000;
    progress.begin();
    expect(progress.get()).toMatchObject({ running: 1, total: 1, done: 0, bytesIn: 0 });
  });
});
