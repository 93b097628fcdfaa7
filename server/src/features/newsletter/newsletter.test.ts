import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
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
