import { MESSAGES, type PageContent, type SiteSettings } from '@casa/core';
import { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, type Json, jsonBody, startTestApp, type TestApp } from '../../test-support/harness.js';
import { jpeg, multipart, photo } from '../../test-support/images.js';

// The English texts of the settings and of the pages (docs/decisions/0026-english-site.md), with
// the read cache on: what visitors are answered changes with each save. On SQLite, and on
// PostgreSQL when TEST_DATABASE_URL is set.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp({ config: { readCacheBytes: 8 * 1024 * 1024 } });
  admin = await t.adminCookie();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db('site_settings').delete();
  await t.db('page_content').delete();
});

const put = (path: string, body: unknown) =>
  t.request(path, { method: 'PUT', headers: { 'content-type': 'application/json', cookie: admin }, body: JSON.stringify(body) });
/** What a visitor is answered (no session: through the read cache when the endpoint has one). */
const read = async (path: string): Promise<Json> => bodyOf(await t.request(path));

function settingsWith(edit: (settings: SiteSettings) => void): SiteSettings {
  const settings = structuredClone(DEFAULT_SITE_SETTINGS);
  edit(settings);
  return settings;
}

function pagesWith(edit: (content: PageContent) => void): PageContent {
  const content = structuredClone(DEFAULT_PAGE_CONTENT);
  edit(content);
  return content;
}

describe('the settings’ English texts', () => {
  it('are the English defaults until saved, then what was saved', async () => {
    expect((await read('/api/settings')).en).toEqual(DEFAULT_SITE_SETTINGS.en);
    const settings = settingsWith((s) => {
      s.en.footerText = 'Furniture for offices and hotels.';
      s.en.divisions.hospitality.leader.bio = 'Twenty years furnishing hotels.';
      s.en.visitorConfirmation.contact = { subject: 'We have your message', text: 'Dear {nombre},' };
    });
    const saved = await put('/api/settings', settings);
    expect(saved.status).toBe(200);
    expect((await bodyOf(saved)).en).toEqual(settings.en);
    expect((await read('/api/settings')).en).toEqual(settings.en);
  });

  it('a save without them keeps the ones saved', async () => {
    const settings = settingsWith((s) => (s.en.hours = 'Monday to Friday, 8:00 to 17:00'));
    expect((await put('/api/settings', settings)).status).toBe(200);
    const { en: _left, ...withoutEnglish } = settingsWith((s) => (s.companyName = 'Casa Mobilia SRL'));
    expect((await put('/api/settings', withoutEnglish)).status).toBe(200);
    expect(await read('/api/settings')).toMatchObject({
      companyName: 'Casa Mobilia SRL',
      en: { hours: 'Monday to Friday, 8:00 to 17:00' },
    });
  });

  it('refuses English texts of the wrong kind or too long with a 400 in Spanish, and keeps what was there', async () => {
    const notText = await put('/api/settings', { ...DEFAULT_SITE_SETTINGS, en: { ...DEFAULT_SITE_SETTINGS.en, footerText: 12 } });
    expect(notText.status).toBe(400);
    expect(await bodyOf(notText)).toEqual({ message: MESSAGES.invalidJson, errors: { 'en.footerText': [MESSAGES.invalidJson] } });
    const notObject = await put('/api/settings', { ...DEFAULT_SITE_SETTINGS, en: 'English' });
    expect((await bodyOf(notObject)).message).toBe(MESSAGES.invalidJson);
    const long = await put(
      '/api/settings',
      settingsWith((s) => (s.en.hours = 'x'.repeat(5000))),
    );
    expect(long.status).toBe(400);
    expect((await bodyOf(long)).message).toMatch(/^Este campo no puede superar \d+ caracteres$/);
    expect((await read('/api/settings')).en).toEqual(DEFAULT_SITE_SETTINGS.en);
  });

  it('are part of each version in the history, and undo brings the previous ones back', async () => {
    await put(
      '/api/settings',
      settingsWith((s) => (s.en.country = 'Dominican Republic')),
    );
    await put(
      '/api/settings',
      settingsWith((s) => (s.en.country = 'Wrong')),
    );
    const undone = await t.request('/api/settings/undo', { method: 'POST', headers: { cookie: admin } });
    expect(undone.status).toBe(200);
    expect((await read('/api/settings')).en.country).toBe('Dominican Republic');
    const versions = await bodyOf(await t.request('/api/history?type=settings&id=1', { headers: { cookie: admin } }));
    expect(versions.items[0].changes).toEqual(['en']);
  });
});

describe('the pages’ English texts', () => {
  it('are the English defaults until saved; a save shows at once through the read cache', async () => {
    expect((await read('/api/page-content')).en).toEqual(DEFAULT_PAGE_CONTENT.en);
    const content = pagesWith((c) => {
      c.en.divisions.corporativo.home.title = 'Workplaces that work';
      c.en.legal.privacy.sections = [{ title: 'Who we are', body: 'Casa Mobilia, Santo Domingo.' }];
    });
    const saved = await put('/api/page-content', content);
    expect(saved.status).toBe(200);
    const shown = await read('/api/page-content');
    expect(shown.en.divisions.corporativo.home.title).toBe('Workplaces that work');
    expect(shown.en.legal.privacy.sections).toEqual([{ title: 'Who we are', body: 'Casa Mobilia, Santo Domingo.' }]);
    // The Spanish texts are as they were.
    expect(shown.divisions.corporativo.home.title).toBe(DEFAULT_PAGE_CONTENT.divisions.corporativo.home.title);
  });

  it('a save without them keeps the ones saved; one of the wrong kind is refused in Spanish', async () => {
    await put(
      '/api/page-content',
      pagesWith((c) => (c.en.allProjectsSubtitle = 'Offices and hotels we have furnished.')),
    );
    const { en: _left, ...withoutEnglish } = pagesWith((c) => (c.history.title = 'Nuestra historia de siempre'));
    expect((await put('/api/page-content', withoutEnglish)).status).toBe(200);
    expect(await read('/api/page-content')).toMatchObject({
      history: { title: 'Nuestra historia de siempre' },
      en: { allProjectsSubtitle: 'Offices and hotels we have furnished.' },
    });
    const wrong = await put('/api/page-content', { ...DEFAULT_PAGE_CONTENT, en: { ...DEFAULT_PAGE_CONTENT.en, history: 'Our story' } });
    expect(wrong.status).toBe(400);
    expect(await bodyOf(wrong)).toEqual({ message: MESSAGES.invalidJson, errors: { 'en.history': [MESSAGES.invalidJson] } });
  });
});

describe('a project’s English texts through the read cache', () => {
  it('an edit shows at once on the public page and lists', async () => {
    const form = multipart(
      { name: 'Hotel Brisa', year: '2024', location: 'Punta Cana', division: 'hospitality', projectType: 'Hotel', scope: 'FF&E' },
      [photo(await jpeg(80, 60, '#224466'))],
    );
    const created = await bodyOf(await t.request('/api/projects', { method: 'POST', headers: { cookie: admin }, body: form }));
    expect((await read(`/api/projects/${created.id}`)).en.name).toBe('');
    expect((await read('/api/projects?division=hospitality&page=1')).items[0].en.name).toBe('');
    const edit = multipart({
      name: 'Hotel Brisa',
      year: '2024',
      location: 'Punta Cana',
      division: 'hospitality',
      projectType: 'Hotel',
      scope: 'FF&E',
      existingImageUrls: created.imageUrls,
      en: { name: 'Brisa Hotel' },
    });
    expect((await t.request(`/api/projects/${created.id}`, { method: 'PUT', headers: { cookie: admin }, body: edit })).status).toBe(200);
    expect((await read(`/api/projects/${created.id}`)).en.name).toBe('Brisa Hotel');
    expect((await read('/api/projects?division=hospitality&page=1')).items[0].en.name).toBe('Brisa Hotel');
    await t.request('/api/history/restore', jsonBody({ type: 'project', id: created.id, version: 1 }, { cookie: admin }));
    expect((await read(`/api/projects/${created.id}`)).en.name).toBe('');
  });
});
