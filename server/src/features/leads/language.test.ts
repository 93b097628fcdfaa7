import { MESSAGES } from '@casa/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, type Json, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';
import { appointmentRequest, contactRequest } from '../../test-support/lead-requests.js';

// A lead's language (docs/decisions/0026-english-site.md): the language of the page its form was
// sent from, stored with it, answered, filtered and exported by the inbox. On SQLite, and on
// PostgreSQL when TEST_DATABASE_URL is set.

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db('mail_outbox').delete();
  await t.db('leads').delete();
  await t.db('newsletter').delete();
});

async function submit(path: string, body: object): Promise<string> {
  const response = await t.request(path, jsonBody(body));
  expect(response.status, JSON.stringify(await bodyOf(response.clone()))).toBe(201);
  return String((await bodyOf(response)).id);
}

const inbox = async (query = ''): Promise<Json> => bodyOf(await t.request(`/api/leads${query}`, { headers: { cookie } }));

describe('a lead’s language', () => {
  it('is stored from the contact and appointment forms, Spanish when the form does not say', async () => {
    const spanish = await submit('/api/contacts', contactRequest);
    const english = await submit('/api/contacts', { ...contactRequest, name: 'Anne Parker', language: 'en' });
    const appointment = await submit('/api/appointments', { ...appointmentRequest, language: 'en' });

    const lead = async (id: string) => bodyOf(await t.request(`/api/leads/${id}`, { headers: { cookie } }));
    expect((await lead(spanish)).language).toBe('es');
    expect((await lead(english)).language).toBe('en');
    expect((await lead(appointment)).language).toBe('en');
    const { items } = await inbox();
    expect(items.map((item: Json) => item.language).sort()).toEqual(['en', 'en', 'es']);
  });

  it('a form with another language is refused in Spanish and stores nothing', async () => {
    const response = await t.request('/api/contacts', jsonBody({ ...contactRequest, language: 'fr' }));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(MESSAGES.invalidLanguage);
    expect((await inbox()).total).toBe(0);
  });

  it('filters the inbox with language=es|en, counted on the database', async () => {
    await submit('/api/contacts', contactRequest);
    await submit('/api/appointments', appointmentRequest);
    await submit('/api/contacts', { ...contactRequest, name: 'Anne Parker', language: 'en' });

    const english = await inbox('?language=en');
    expect(english.total).toBe(1);
    expect(english.items.map((item: Json) => item.name)).toEqual(['Anne Parker']);
    const spanish = await inbox('?language=es&kind=appointment');
    expect(spanish.total).toBe(1);
    expect(spanish.items[0].name).toBe(appointmentRequest.name);
    // Blank is no filter, as for the inbox's other filters.
    expect((await inbox('?language=')).total).toBe(3);
  });

  it('refuses another language filter with a 400 in Spanish', async () => {
    const response = await t.request('/api/leads?language=fr', { headers: { cookie } });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toMatchObject({ message: MESSAGES.invalidLanguage, errors: { language: [MESSAGES.invalidLanguage] } });
  });

  it('is the CSV export’s last column, in Spanish words, and filters it too', async () => {
    await submit('/api/contacts', contactRequest);
    await submit('/api/contacts', { ...contactRequest, name: 'Anne Parker', language: 'en' });
    const csv = async (query: string) => {
      const response = await t.request(`/api/leads/export.csv${query}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      return (await response.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    const [header, ...rows] = await csv('');
    expect(header?.split(',').at(-1)).toBe('Idioma');
    expect(rows.map((row) => row.split(',').at(-1)).sort()).toEqual(['español', 'inglés']);
    const english = await csv('?language=en');
    expect(english).toHaveLength(2);
    expect(english[1]).toContain('Anne Parker');
  });
});

describe('a newsletter subscriber’s language', () => {
  it('is stored with the sign-up, listed and exported', async () => {
    for (const body of [{ EMAIL: 'ana@example.com' }, { EMAIL: 'anne@example.com', language: 'en' }]) {
      expect((await t.request('/api/newsletter', jsonBody(body))).status).toBe(201);
    }
    expect(await t.db('newsletter').orderBy('email').select('email', 'language')).toEqual([
      { email: 'ana@example.com', language: 'es' },
      { email: 'anne@example.com', language: 'en' },
    ]);
    const { items } = await bodyOf(await t.request('/api/newsletter/subscribers', { headers: { cookie } }));
    expect(items.map((item: Json) => [item.email, item.language]).sort()).toEqual([
      ['ana@example.com', 'es'],
      ['anne@example.com', 'en'],
    ]);
    const csv = (await (await t.request('/api/newsletter/export.csv', { headers: { cookie } })).text()).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe('Email,Nombre,Fecha de alta,Idioma');
    expect(rows.map((row) => row.split(',').at(-1)).sort()).toEqual(['español', 'inglés']);
  });

  it('a sign-up with another language is refused in Spanish', async () => {
    const response = await t.request('/api/newsletter', jsonBody({ EMAIL: 'x@example.com', language: 'de' }));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).message).toBe(MESSAGES.invalidLanguage);
  });
});
