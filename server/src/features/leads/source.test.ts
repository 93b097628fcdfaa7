import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';
import { appointmentRequest, contactRequest } from '../../test-support/lead-requests.js';

// Where a lead came from (docs/product.md §5 "Origen"): the public site sends the visit's first
// page, the referring host and the utm_… tags with each form; the inbox shows, filters and exports them.

let t: TestApp;
let cookie: string;

const campaign = {
  landingPage: '/hospitality',
  referrer: 'l.instagram.com',
  utmSource: 'instagram',
  utmMedium: 'social',
  utmCampaign: 'verano',
  utmTerm: 'sillas de playa',
  utmContent: 'historia-1',
};

const get = (path: string) => t.request(path, { headers: { cookie } });
const countLeads = async () => Number((await t.db('leads').count({ c: '*' }))[0]?.c);

async function submit(kind: 'contacts' | 'appointments', body: object): Promise<string> {
  const response = await t.request(`/api/${kind}`, jsonBody(body));
  expect(response.status).toBe(201);
  return String((await bodyOf(response)).id);
}

let fromInstagram: string;
let fromGoogle: string;
let direct: string;
let appointmentFromInstagram: string;

beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.adminCookie();
  fromInstagram = await submit('contacts', { ...contactRequest, division: 'hospitality', source: campaign });
  fromGoogle = await submit('contacts', {
    ...contactRequest,
    name: 'Luis Gómez',
    source: { landingPage: '/corporativo/proyectos?ref=1', referrer: 'www.google.com', utmSource: 'google', utmCampaign: 'navidad' },
  });
  direct = await submit('contacts', { ...contactRequest, name: 'Sin origen', source: {} });
  appointmentFromInstagram = await submit('appointments', { ...appointmentRequest, source: { ...campaign, utmContent: '  ' } });
});
afterAll(() => t.close());

describe('the source sent with a form', () => {
  it('is stored and answered as the lead’s source, nulls for what the visit did not have', async () => {
    expect((await bodyOf(await get(`/api/leads/${fromInstagram}`))).source).toEqual(campaign);
    expect((await bodyOf(await get(`/api/leads/${fromGoogle}`))).source).toEqual({
      landingPage: '/corporativo/proyectos?ref=1',
      referrer: 'www.google.com',
      utmSource: 'google',
      utmMedium: null,
      utmCampaign: 'navidad',
      utmTerm: null,
      utmContent: null,
    });
    expect(Object.values((await bodyOf(await get(`/api/leads/${direct}`))).source)).toEqual(Array(7).fill(null));
    // An appointment keeps it too; a blank tag is no tag.
    expect((await bodyOf(await get(`/api/leads/${appointmentFromInstagram}`))).source).toEqual({ ...campaign, utmContent: null });
  });

  it('is kept as plain text: markup is stored and answered as the characters it is', async () => {
    const markup = { utmSource: '<img src=x onerror=alert(1)>', utmCampaign: '"; DROP TABLE leads;--' };
    const id = await submit('contacts', { ...contactRequest, name: 'Con marcas', source: markup });
    expect((await bodyOf(await get(`/api/leads/${id}`))).source).toMatchObject(markup);
    await t
      .db('leads')
      .where({ id: Number(id) })
      .delete();
  });

  it.each([
    ['a tag longer than 255 characters', { utmSource: 'x'.repeat(256) }, 'source.utmSource', 'Este campo no puede superar 255 caracteres'],
    [
      'a landing page of another site',
      { landingPage: 'https://otro.example/' },
      'source.landingPage',
      'El origen de la visita no es válido',
    ],
    ['a landing page starting with //', { landingPage: '//otro.example/' }, 'source.landingPage', 'El origen de la visita no es válido'],
    [
      'a landing page over 2048 characters',
      { landingPage: `/${'a'.repeat(2048)}` },
      'source.landingPage',
      'Este campo no puede superar 2048 caracteres',
    ],
    [
      'a referrer that is a whole URL',
      { referrer: 'https://www.google.com/search?q=x' },
      'source.referrer',
      'El origen de la visita no es válido',
    ],
    ['a line break in a tag', { utmCampaign: 'verano\r\nBcc: x@y.z' }, 'source.utmCampaign', 'El origen de la visita no es válido'],
    ['a tag that is not text', { utmSource: { $ne: '' } }, 'source.utmSource', 'El origen de la visita no es válido'],
    ['a source that is not an object', 'instagram', 'source', 'El origen de la visita no es válido'],
  ])('refuses %s with a 400 in Spanish and stores nothing', async (_case, source, field, message) => {
    const before = await countLeads();
    const response = await t.request('/api/contacts', jsonBody({ ...contactRequest, source }));
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).errors[field]).toEqual([message]);
    expect(await countLeads()).toBe(before);
    expect(t.errors).toEqual([]);
  });
});

describe('the inbox by source', () => {
  const ids = async (query: string) => (await bodyOf(await get(`/api/leads${query}`))).items.map((item: { id: string }) => item.id);

  it('filters by utmSource and utmCampaign, exactly', async () => {
    expect(await ids('?utmSource=instagram')).toEqual([appointmentFromInstagram, fromInstagram]);
    expect(await ids('?utmSource=instagram&utmCampaign=verano')).toEqual([appointmentFromInstagram, fromInstagram]);
    expect(await ids('?utmCampaign=navidad')).toEqual([fromGoogle]);
    expect(await ids('?utmSource=insta')).toEqual([]);
    expect(await ids('?utmSource=INSTAGRAM')).toEqual([]);
    expect(await ids('?utmSource=&utmCampaign=')).toHaveLength(4);
    expect((await get(`/api/leads?utmSource=${'x'.repeat(256)}`)).status).toBe(400);
  });

  it('exports the source columns in the CSV, following the filter', async () => {
    const text = await (await get('/api/leads/export.csv?utmSource=instagram&kind=contact')).text();
    const [header, row, ...rest] = text.slice(1).split('\r\n');
    expect(header).toMatch(
      /,Id,Origen,Página de entrada,Sitio de referencia,utm_source,utm_medium,utm_campaign,utm_term,utm_content,Idioma$/,
    );
    expect(row).toMatch(
      new RegExp(
        `,${fromInstagram},instagram / verano,/hospitality,l\\.instagram\\.com,instagram,social,verano,sillas de playa,historia-1,español$`,
      ),
    );
    expect(rest.filter(Boolean)).toEqual([]);
    const all = await (await get('/api/leads/export.csv')).text();
    // Without a campaign the origin is the referring site; with neither, empty.
    expect(all).toContain(',google / navidad,/corporativo/proyectos?ref=1,www.google.com,google,,navidad,,,español');
    expect(all).toMatch(new RegExp(`,${direct},,,,,,,,,español\\r\\n`));
  });
});
