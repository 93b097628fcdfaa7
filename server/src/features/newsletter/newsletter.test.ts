import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t.close());

describe('POST /api/newsletter', () => {
  it('subscribes an address once, and answers a repeat exactly like a first sign-up', async () => {
    const first = await t.request('/api/newsletter', jsonBody({ EMAIL: 'Lector@Example.com', FNAME: 'Lucía' }));
    const repeat = await t.request('/api/newsletter', jsonBody({ EMAIL: 'lector@example.com' }));
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(first.status);
    expect(await bodyOf(repeat)).toEqual(await bodyOf(first));
    const rows = await t.db('newsletter').where({ email: 'lector@example.com' });
    expect(rows).toHaveLength(1);
    expect(rows[0].first_name).toBe('Lucía');
  });

  it('drops a sign-up with the honeypot filled, silently', async () => {
    const response = await t.request('/api/newsletter', jsonBody({ EMAIL: 'bot@spam.example', website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect(await t.db('newsletter').where({ email: 'bot@spam.example' }).first()).toBeUndefined();
  });

  it('refuses an invalid address', async () => {
    const response = await t.request('/api/newsletter', jsonBody({ EMAIL: 'not-an-email' }));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).errors.EMAIL).toContain('Por favor ingresa un email válido');
  });
});

describe('newsletter subscribers (the Boletín tab)', () => {
  const get = (path: string) => t.request(path, { headers: { cookie } });

  it.each(['/api/newsletter/subscribers', '/api/newsletter/export.csv'])('GET %s needs a session (401)', async (path) => {
    const response = await t.request(path);
    expect(response.status).toBe(401);
    expect(await bodyOf(response)).toEqual({ message: 'No autenticado' });
  });

  it('lists subscribers newest first and exports them; a sign-up sends no e-mail', async () => {
    await t.db('newsletter').delete();
    for (const email of ['uno@example.com', 'dos@example.com', '+cmd@example.com']) {
      expect(
        (await t.request('/api/newsletter', jsonBody({ EMAIL: email, FNAME: email === 'dos@example.com' ? '@Dos' : undefined }))).status,
      ).toBe(201);
    }
    const list = await get('/api/newsletter/subscribers');
    expect(list.status).toBe(200);
    const body = await bodyOf(list);
    expect(body.total).toBe(3);
    expect(body.items.map((item: { email: string }) => item.email)).toEqual(['+cmd@example.com', 'dos@example.com', 'uno@example.com']);
    expect(Object.keys(body.items[0]).sort()).toEqual(['createdAt', 'email', 'language']);
    expect((await get('/api/newsletter/subscribers?page=2')).status).toBe(200);
    expect((await get('/api/newsletter/subscribers?page=-1')).status).toBe(400);

    const csv = await get('/api/newsletter/export.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="boletin-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('Email,Nombre,Fecha de alta,Idioma');
    expect(text).toContain("'+cmd@example.com,,");
    expect(text).toContain("dos@example.com,'@Dos,");
    const [outbox] = await t.db('mail_outbox').count({ c: '*' });
    expect(Number(outbox?.c)).toBe(0);
  });
});
