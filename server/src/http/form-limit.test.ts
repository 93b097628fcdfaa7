import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../test-support/harness.js';
import { contactRequest } from '../test-support/lead-requests.js';

// The public forms with the default limit: 10 submissions per form and address in 10 minutes.
let t: TestApp;
const defaults = loadConfig({});

beforeAll(async () => {
  t = await startTestApp({ config: { formMaxPerAddress: defaults.formMaxPerAddress, formWindowMs: defaults.formWindowMs } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db('rate_limits').delete();
  for (const table of ['mail_outbox', 'leads', 'newsletter']) await t.db(table).delete();
});
afterEach(() => vi.useRealTimers());

const lead = contactRequest;

const FORMS = [
  { path: '/api/contacts', stored: { table: 'leads', kind: 'contact' }, body: (i: number) => ({ ...lead, email: `ana${i}@example.com` }) },
  {
    path: '/api/appointments',
    stored: { table: 'leads', kind: 'appointment' },
    body: (i: number) => ({ ...lead, email: `ana${i}@example.com`, company: 'Hotel Sol' }),
  },
  { path: '/api/newsletter', stored: { table: 'newsletter' }, body: (i: number) => ({ EMAIL: `lector${i}@example.com`, FNAME: 'Lucía' }) },
];

function send(path: string, body: unknown, from: string) {
  return t.request(path, jsonBody(body, { 'x-forwarded-for': from }));
}

/** Rows a form stored: its leads of one kind, or its subscribers. */
async function rows(stored: { table: string; kind?: string }): Promise<number> {
  const row = await t
    .db(stored.table)
    .where(stored.kind ? { kind: stored.kind } : {})
    .count<{ n: string | number }[]>({ n: '*' })
    .first();
  return Number(row?.n ?? 0);
}

describe.each(FORMS)('$path', ({ path, stored, body }) => {
  it('accepts 10 of 15 submissions sent at once from one address; the rest get 429 in Spanish and store nothing', async () => {
    expect(defaults.formMaxPerAddress).toBe(10);
    const responses = await Promise.all(Array.from({ length: 15 }, (_, i) => send(path, body(i), '198.51.100.20')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = responses.find((response) => response.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(10 * 60);
    expect(await bodyOf(refused)).toEqual({
      message: 'Has enviado demasiadas solicitudes en poco tiempo. Espera unos minutos e inténtalo de nuevo.',
    });
    expect(await rows(stored)).toBe(10);

    // Another address, and the other forms from this address, are not affected.
    expect((await send(path, body(99), '198.51.100.21')).status).toBe(201);
    for (const other of FORMS.filter((form) => form.path !== path)) {
      expect((await send(other.path, other.body(98), '198.51.100.20')).status).toBe(201);
    }
  });

  it('answers a filled honeypot like a success and writes no row', async () => {
    const response = await send(path, { ...body(1), website: 'https://spam.example' }, '198.51.100.22');
    expect(response.status).toBe(201);
    expect(await rows(stored)).toBe(0);
  });
});

describe('form limit window and addresses', () => {
  it('accepts the address again once the 10-minute window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
    for (let i = 0; i < 10; i += 1) expect((await send('/api/contacts', FORMS[0]!.body(i), '198.51.100.23')).status).toBe(201);
    expect((await send('/api/contacts', FORMS[0]!.body(10), '198.51.100.23')).status).toBe(429);
    vi.setSystemTime(new Date('2026-11-23T10:10:01Z'));
    expect((await send('/api/contacts', FORMS[0]!.body(11), '198.51.100.23')).status).toBe(201);
  });

  it('counts every IPv6 address of one /64 together', async () => {
    for (let i = 0; i < 10; i += 1) expect((await send('/api/newsletter', FORMS[2]!.body(i), `2001:db8:5:6::${i + 1}`)).status).toBe(201);
    expect((await send('/api/newsletter', FORMS[2]!.body(10), '2001:db8:5:6:ffff::1')).status).toBe(429);
    expect((await send('/api/newsletter', FORMS[2]!.body(11), '2001:db8:5:7::1')).status).toBe(201);
  });
});
