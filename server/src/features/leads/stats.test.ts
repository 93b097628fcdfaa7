import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';
import { appointmentRequest, contactRequest } from '../../test-support/lead-requests.js';
import { statsWindow } from './stats.js';

// 'Resumen' (docs/product.md §6): GET /api/leads/stats. Weeks run Monday to Monday in Santo
// Domingo (UTC−4 all year). "Now" is Thursday 26 November 2026, 11:00 there.

const NOW = new Date('2026-11-26T15:00:00.000Z');
let clock = NOW;
let t: TestApp;
let cookie: string;

const get = (path: string) => t.request(path, { headers: { cookie } });

async function submitAt(iso: string, kind: 'contacts' | 'appointments', body: object): Promise<string> {
  clock = new Date(iso);
  const response = await t.request(`/api/${kind}`, jsonBody(body));
  expect(response.status).toBe(201);
  return String((await bodyOf(response)).id);
}

async function handleAt(iso: string, id: string): Promise<void> {
  clock = new Date(iso);
  const response = await t.request(`/api/leads/${id}`, {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'handled' }),
  });
  expect(response.status).toBe(200);
}

const tagged = (utmSource: string, utmCampaign?: string) => ({ ...contactRequest, source: { utmSource, utmCampaign } });

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  cookie = await t.adminCookie();
  // The current week starts Monday 23 November, 00:00 in Santo Domingo = 04:00 UTC.
  const mondayStart = await submitAt('2026-11-23T04:00:00.000Z', 'contacts', tagged('instagram', 'verano'));
  const sundayEnd = await submitAt('2026-11-23T03:59:59.999Z', 'contacts', { ...tagged('instagram', 'verano'), division: 'hospitality' });
  await submitAt('2026-11-25T12:00:00.000Z', 'contacts', tagged('instagram', 'verano'));
  await submitAt('2026-11-25T13:00:00.000Z', 'contacts', tagged('google', 'navidad'));
  await submitAt('2026-11-25T14:00:00.000Z', 'contacts', tagged('google', 'navidad'));
  for (const [i, campaign] of ['a', 'b', 'c', 'd'].entries()) {
    await submitAt(`2026-11-24T1${i}:00:00.000Z`, 'contacts', tagged('facebook', campaign));
  }
  await submitAt('2026-11-24T15:00:00.000Z', 'contacts', tagged('boletin'));
  // The first of the twelve weeks starts Monday 7 September; the lead a second before is outside.
  const firstWeek = await submitAt('2026-09-07T04:00:00.000Z', 'appointments', appointmentRequest);
  await submitAt('2026-09-07T03:59:59.000Z', 'appointments', { ...appointmentRequest, source: { utmSource: 'antes' } });
  const confirmed = await submitAt('2026-10-01T12:00:00.000Z', 'appointments', appointmentRequest);

  // Handled after 1 h, 3 h, 10 h and 5 h: the median is 4 h.
  await handleAt('2026-11-23T05:00:00.000Z', mondayStart);
  await handleAt('2026-11-23T06:59:59.999Z', sundayEnd);
  await handleAt('2026-09-07T14:00:00.000Z', firstWeek);
  await handleAt('2026-10-01T17:00:00.000Z', confirmed);
  // A failed e-mail.
  await t
    .db('mail_outbox')
    .where({ lead_id: Number(mondayStart) })
    .update({ status: 'failed' });
  clock = NOW;
});
afterAll(() => t.close());

describe('GET /api/leads/stats', () => {
  it('answers the leads per week and division of the last 12 weeks, the top campaigns, the median, the appointments to confirm and the failed e-mails', async () => {
    const response = await get('/api/leads/stats?weeks=12');
    expect(t.errors).toEqual([]);
    expect(response.status).toBe(200);
    const stats = await bodyOf(response);
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks[0]).toEqual({ weekStart: '2026-09-07', corporativo: 0, hospitality: 1 });
    expect(stats.weeks[3]).toEqual({ weekStart: '2026-09-28', corporativo: 0, hospitality: 1 });
    expect(stats.weeks[10]).toEqual({ weekStart: '2026-11-16', corporativo: 0, hospitality: 1 });
    expect(stats.weeks[11]).toEqual({ weekStart: '2026-11-23', corporativo: 9, hospitality: 0 });
    const total = stats.weeks.reduce(
      (sum: number, week: { corporativo: number; hospitality: number }) => sum + week.corporativo + week.hospitality,
      0,
    );
    expect(total).toBe(12);
    // Most first, then by name; the untagged leads and those before the window are no campaign.
    expect(stats.bySource).toEqual([
      { utmSource: 'instagram', utmCampaign: 'verano', count: 3 },
      { utmSource: 'google', utmCampaign: 'navidad', count: 2 },
      { utmSource: 'boletin', utmCampaign: null, count: 1 },
      { utmSource: 'facebook', utmCampaign: 'a', count: 1 },
      { utmSource: 'facebook', utmCampaign: 'b', count: 1 },
    ]);
    expect(stats.medianHoursToHandle).toBe(4);
    // Three appointments, two handled: the one still new counts, though it came before the window.
    expect(stats.toConfirm).toBe(1);
    expect(stats.mailFailed).toBe(1);
  });

  it('takes 12 weeks by default and up to 52', async () => {
    expect((await bodyOf(await get('/api/leads/stats'))).weeks).toHaveLength(12);
    const four = await bodyOf(await get('/api/leads/stats?weeks=4'));
    expect(four.weeks.map((week: { weekStart: string }) => week.weekStart)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    // Only the leads of those weeks count toward the median: 1 h, 3 h.
    expect(four.medianHoursToHandle).toBe(2);
    expect(four.bySource[0]).toEqual({ utmSource: 'instagram', utmCampaign: 'verano', count: 3 });
  });

  it.each(['0', '53', 'doce', '1.5', '-1'])('refuses weeks=%s with a 400 in Spanish', async (weeks) => {
    const response = await get(`/api/leads/stats?weeks=${weeks}`);
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe('Las semanas deben ser un número entre 1 y 52');
  });

  it('needs a session and is open to editors', async () => {
    clock = NOW;
    expect((await t.request('/api/leads/stats')).status).toBe(401);
    const editora = { username: 'editora', password: 'editora-clave-123' };
    await t.createUser({ ...editora, role: 'editor' });
    expect((await t.request('/api/leads/stats', { headers: { cookie: await t.signIn(editora) } })).status).toBe(200);
  });
});

describe('the weeks of Resumen', () => {
  it('start on Monday at midnight in Santo Domingo, whatever the hour in UTC', () => {
    // Monday 23 November 01:00 UTC is still Sunday 22 in Santo Domingo.
    expect(statsWindow(new Date('2026-11-23T01:00:00.000Z'), 2)).toEqual({
      start: new Date('2026-11-09T04:00:00.000Z'),
      mondays: ['2026-11-09', '2026-11-16'],
    });
    expect(statsWindow(new Date('2026-11-23T04:00:00.000Z'), 1).mondays).toEqual(['2026-11-23']);
    expect(statsWindow(new Date('2026-11-29T23:00:00.000Z'), 1).mondays).toEqual(['2026-11-23']);
    expect(statsWindow(new Date('2026-11-30T03:59:59.000Z'), 1).mondays).toEqual(['2026-11-23']);
  });
});

// Last: it signs in a year later.
describe('an empty window', () => {
  it('answers null for the median when no lead of the window was handled', async () => {
    clock = new Date('2027-06-01T12:00:00.000Z');
    try {
      const later = await t.adminCookie();
      const stats = await bodyOf(await t.request('/api/leads/stats?weeks=1', { headers: { cookie: later } }));
      expect(stats).toMatchObject({
        medianHoursToHandle: null,
        bySource: [],
        weeks: [{ weekStart: '2027-05-31', corporativo: 0, hospitality: 0 }],
      });
    } finally {
      clock = NOW;
    }
  });
});
