import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, startTestApp, type TestApp } from '../../test-support/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(await bodyOf(response)).toEqual({ message: 'Recurso no encontrado' });
  });
});
