import { describe, expect, it } from 'vitest';
import { pageContentEnglishSchema, settingsEnglishSchema } from '../schemas/english.js';
import { pageContentSchema } from '../schemas/page-content.js';
import { DEFAULT_PAGE_CONTENT_ENGLISH } from './english/page-content.js';
import { DEFAULT_SETTINGS_ENGLISH } from './english/settings.js';
import { LEGAL_PLACEHOLDERS } from './legal.js';
import { DEFAULT_PAGE_CONTENT, pageContentFrom } from './page-content.js';
import { DEFAULT_SITE_SETTINGS } from './site-settings.js';
import { STATS } from './site.js';

type Path = (string | number)[];

/** Every text of `value` with its path, in order. */
function texts(value: unknown, path: Path = []): [Path, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, [...path, key]));
  return [];
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);
}

/** The Spanish text an English settings text translates: same names, but for the statistics and the country. */
function spanishSetting(path: Path): unknown {
  if (path[0] === 'statLabels') return at(DEFAULT_SITE_SETTINGS, ['stats', path[1] as number, 'label']);
  if (path[0] === 'country') return DEFAULT_SITE_SETTINGS.address.country;
  return at(DEFAULT_SITE_SETTINGS, path);
}

const pagePairs = texts(DEFAULT_PAGE_CONTENT_ENGLISH).map(([path, en]) => ({
  path: path.join('.'),
  en,
  es: at(DEFAULT_PAGE_CONTENT, path),
}));
const settingsPairs = texts(DEFAULT_SETTINGS_ENGLISH).map(([path, en]) => ({ path: path.join('.'), en, es: spanishSetting(path) }));
const pairs = [...pagePairs, ...settingsPairs];

const placeholders = (text: string) => (text.match(/\{[^}]+\}/g) ?? []).sort();

describe('the English texts of a fresh install', () => {
  it('are valid values of the English tabs of Páginas and Configuración, unchanged by their schemas', () => {
    expect(pageContentEnglishSchema.parse(DEFAULT_PAGE_CONTENT_ENGLISH)).toEqual(DEFAULT_PAGE_CONTENT_ENGLISH);
    expect(settingsEnglishSchema.parse(DEFAULT_SETTINGS_ENGLISH)).toEqual(DEFAULT_SETTINGS_ENGLISH);
    // A page-texts value saved before the English ones existed reads with them.
    expect(pageContentSchema.parse({ ...DEFAULT_PAGE_CONTENT, en: undefined }).en).toEqual(DEFAULT_PAGE_CONTENT_ENGLISH);
    expect(pageContentFrom({}).en).toEqual(DEFAULT_PAGE_CONTENT_ENGLISH);
  });

  it('translate every Spanish text, and only texts that exist in Spanish', () => {
    expect(pairs.length).toBeGreaterThan(100);
    for (const { path, en, es } of pairs) {
      expect(typeof es, `${path} has no Spanish twin`).toBe('string');
      // The corporate hero has no badge in Spanish either: that is the one empty text.
      if (es === '') expect(en, path).toBe('');
      else expect(en.trim(), `${path} is empty`).not.toBe('');
    }
    expect(pairs.filter(({ en }) => en === '').map(({ path }) => path)).toEqual(['divisions.corporativo.home.badge']);
  });

  it('differ from the Spanish texts, so a text left untranslated is caught', () => {
    for (const { path, en, es } of pairs) if (en !== '') expect(en, path).not.toBe(es);
  });

  it('have as many services, steps, details, paragraphs, sections and statistics as the Spanish ones', () => {
    const lines = (text: string, separator: string) => text.split(separator).length;
    for (const division of ['corporativo', 'hospitality'] as const) {
      const en = DEFAULT_PAGE_CONTENT_ENGLISH.divisions[division];
      const es = DEFAULT_PAGE_CONTENT.divisions[division];
      expect(en.services.items).toHaveLength(6);
      expect(en.services.items).toHaveLength(es.services.items.length);
      expect(en.services.process).toHaveLength(6);
      expect(en.services.process.map((step) => lines(step.details, '\n'))).toEqual(
        es.services.process.map((step) => lines(step.details, '\n')),
      );
      expect(lines(en.about.paragraphs, '\n\n')).toBe(lines(es.about.paragraphs, '\n\n'));
      const bio = (settings: { divisions: typeof DEFAULT_SETTINGS_ENGLISH.divisions }) =>
        lines(settings.divisions[division].leader.bio, '\n\n');
      expect(bio(DEFAULT_SETTINGS_ENGLISH)).toBe(bio(DEFAULT_SITE_SETTINGS));
    }
    expect(lines(DEFAULT_PAGE_CONTENT_ENGLISH.history.paragraphs, '\n\n')).toBe(lines(DEFAULT_PAGE_CONTENT.history.paragraphs, '\n\n'));
    for (const page of ['privacy', 'terms'] as const) {
      const en = DEFAULT_PAGE_CONTENT_ENGLISH.legal[page].sections;
      const es = DEFAULT_PAGE_CONTENT.legal[page].sections;
      expect(en).toHaveLength(es.length);
      expect(en.map((section) => lines(section.body, '\n\n'))).toEqual(es.map((section) => lines(section.body, '\n\n')));
    }
    expect(DEFAULT_SETTINGS_ENGLISH.statLabels).toHaveLength(STATS.length);
  });

  it('keep every placeholder of the legal texts and of the visitor e-mails, so names and links are still filled in', () => {
    for (const page of ['privacy', 'terms'] as const) {
      const en = DEFAULT_PAGE_CONTENT_ENGLISH.legal[page];
      const es = DEFAULT_PAGE_CONTENT.legal[page];
      expect(placeholders(en.intro), `${page} intro`).toEqual(placeholders(es.intro));
      es.sections.forEach((section, index) => {
        expect(placeholders(en.sections[index]?.body ?? ''), `${page} section ${index}`).toEqual(placeholders(section.body));
      });
      for (const [, text] of texts(en)) for (const token of placeholders(text)) expect(LEGAL_PLACEHOLDERS).toContain(token);
    }
    expect(texts(DEFAULT_PAGE_CONTENT.legal).flatMap(([, text]) => placeholders(text)).length).toBeGreaterThan(10);
    for (const kind of ['contact', 'appointment'] as const) {
      const en = DEFAULT_SETTINGS_ENGLISH.visitorConfirmation[kind].text;
      expect(placeholders(en)).toEqual(placeholders(DEFAULT_SITE_SETTINGS.visitorConfirmation[kind].text));
      expect(en).toMatch(/^Hello \{nombre\},/);
    }
  });

  it('write dates, hours and the country the English way and keep names as they are', () => {
    expect(DEFAULT_PAGE_CONTENT_ENGLISH.legal.privacy.updated).toBe('August 2, 2021');
    expect(DEFAULT_PAGE_CONTENT_ENGLISH.legal.terms.updated).toBe('August 2, 2021');
    expect(DEFAULT_SETTINGS_ENGLISH.hours).toBe('Monday to Friday, 8:00 AM – 5:00 PM');
    expect(DEFAULT_SETTINGS_ENGLISH.country).toBe('Dominican Republic');
    expect(DEFAULT_PAGE_CONTENT_ENGLISH.history.title).toContain(DEFAULT_SITE_SETTINGS.companyName);
    expect(DEFAULT_PAGE_CONTENT_ENGLISH.divisions.hospitality.landing.tagline).toContain('FF&E');
    expect(DEFAULT_PAGE_CONTENT_ENGLISH.divisions.hospitality.services.items[0]?.title).toBe('FF&E Design and Specification');
  });
});
