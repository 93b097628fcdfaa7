import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('50 contact requests at the same moment', () => {
  it('answers 50 × 201 and stores 50 rows (SQLite, and PostgreSQL with TEST_DATABASE_URL)', async () => {
    // Fifty visitors, each from their own address (the server trusts the local proxy's X-Forwarded-For).
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        app.request(
          '/api/contacts',
          jsonBody(
            {
              name: `Visitante ${index}`,
              email: `visitante${index}@example.com`,
              phone: '809-555-0123',
              message: `Solicitud de cotización número ${index}.`,
              acceptPrivacy: true,
              division: index % 2 === 0 ? 'corporativo' : 'hospitality',
            },
            { 'x-forwarded-for': `203.0.113.${index + 1}` },
          ),
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 50 }, () => 201));
    const ids = await Promise.all(responses.map(async (response) => (await bodyOf(response)).id as number));
    expect(new Set(ids).size).toBe(50);
    const rows = (await app.db('leads').where({ kind: 'contact' }).select('name')) as { name: string }[];
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.name)).size).toBe(50);
    expect(app.errors).toEqual([]);
  });
});
