// @vitest-environment node
// The English pages as the server renders them (docs/decisions/0026-english-site.md), read as a
// visitor would. The English texts are set here, or blanked to see the Spanish fallback, so the
// tests do not depend on the English defaults' wording.
import { listedPaths, type PageContent, type SiteSettings } from '@casa/core';
import { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../config/app-config.js';
import { render } from '../entry-server.js';

/** Every English text of a value left unwritten (''), lists kept at their length. */
function blank<T>(value: T): T {
  if (typeof value === 'string') return '' as T;
  if (Array.isArray(value)) return value.map(blank) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, blank(item)])) as T;
  return value;
}

const UNWRITTEN_CONTENT: PageContent = { ...DEFAULT_PAGE_CONTENT, en: blank(DEFAULT_PAGE_CONTENT.en) };
const UNWRITTEN_SETTINGS: SiteSettings = { ...DEFAULT_SITE_SETTINGS, en: blank(DEFAULT_SITE_SETTINGS.en) };

async function html(url: string, pageContent = UNWRITTEN_CONTENT, settings = UNWRITTEN_SETTINGS): Promise<string> {
  return (await render(url, { config: DEFAULT_APP_CONFIG, queries: [], settings, pageContent })).html;
}

function text(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

const h1 = (markup: string) => /<h1\b([^>]*)>([\s\S]*?)<\/h1>/.exec(markup);

const ENGLISH_PAGES = [...listedPaths('en'), '/en/projects', '/en/nothing-here'];

describe('every English page', () => {
  it.each(ENGLISH_PAGES)('%s has one non-empty heading and gives each id to one element only', async (url) => {
    const markup = await html(url);
    const heading = h1(markup);
    expect(text(heading?.[2] ?? '').trim()).not.toBe('');
    const ids = [...markup.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});

describe('the frame of an English page', () => {
  it('names its links in English and leads them to English pages', async () => {
    const markup = await html('/en/hospitality/services');
    const nav = /<nav[^>]*aria-label="Main"[\s\S]*?<\/nav>/.exec(markup)?.[0] ?? '';
    const links = [...nav.matchAll(/href="([^"]+)"[^>]*>([^<]+)</g)].map((match) => [match[2], match[1]]);
    expect(links).toEqual([
      ['Home', '/en/hospitality'],
      ['About', '/en/hospitality/about'],
      ['Services', '/en/hospitality/services'],
      ['Projects', '/en/hospitality/projects'],
      ['Contact', '/en/hospitality/contact'],
    ]);
    expect(markup).toMatch(/<a [^>]*href="\/en\/privacy-policy"[^>]*>Privacy Policy<\/a>/);
    expect(text(markup)).toContain('All rights reserved.');
    expect(text(markup)).toContain('CORPORATE');
  });

  it("offers the Spanish page with 'ES', and the Spanish page offers the English one with 'EN'", async () => {
    const english = await html('/en/hospitality/services');
    expect(english).toMatch(
      /<a [^>]*href="\/hospitality\/servicios"[^>]*><span aria-hidden="true">ES<\/span><span class="sr-only">Versión en español<\/span><\/a>/,
    );
    const es = /<a [^>]*><span aria-hidden="true">ES<\/span><span class="sr-only">Versión en español<\/span><\/a>/.exec(english)?.[0] ?? '';
    // HTML attribute names are case-insensitive (React writes hrefLang).
    expect(es).toMatch(/hreflang="es"/i);
    const spanish = await html('/hospitality/servicios');
    const en = /<a [^>]*><span aria-hidden="true">EN<\/span><span class="sr-only">English version<\/span><\/a>/.exec(spanish)?.[0] ?? '';
    expect(en).toContain('href="/en/hospitality/services"');
    expect(en).toMatch(/hreflang="en"/i);
    // The landing page has the switch too.
    expect(await html('/')).toMatch(
      /<a [^>]*href="\/en"[^>]*><span aria-hidden="true">EN<\/span><span class="sr-only">English version<\/span><\/a>/,
    );
  });

  it('shows the footer\'s Spanish text marked lang="es" until its English one is written', async () => {
    const unwritten = await html('/en/corporativo');
    expect(unwritten).toContain(
      `<p class="${/class="([^"]*blurb[^"]*)"/.exec(unwritten)?.[1]}" lang="es">${DEFAULT_SITE_SETTINGS.footerText}</p>`,
    );
    const settings = {
      ...UNWRITTEN_SETTINGS,
      en: { ...UNWRITTEN_SETTINGS.en, footerText: 'Furniture for the places where people work and stay.' },
    };
    const written = await html('/en/corporativo', UNWRITTEN_CONTENT, settings);
    expect(text(written)).toContain('Furniture for the places where people work and stay.');
    expect(text(written)).not.toContain(DEFAULT_SITE_SETTINGS.footerText);
  });

  it('never renders the language note on the server: the same HTML for every visitor', async () => {
    expect(await html('/hospitality')).not.toContain('available in English');
  });
});

describe('English pages with and without their English texts', () => {
  it('shows the English heading where written, else the Spanish one marked lang="es", never an empty heading', async () => {
    const unwritten = h1(await html('/en/hospitality/about'));
    expect(unwritten?.[1]).toContain('lang="es"');
    expect(unwritten?.[2]).toBe(DEFAULT_PAGE_CONTENT.divisions.hospitality.about.title);

    const content = structuredClone(UNWRITTEN_CONTENT);
    content.en.divisions.hospitality.about.title = 'Who We Are';
    const written = h1(await html('/en/hospitality/about', content));
    expect(written?.[1]).not.toContain('lang=');
    expect(written?.[2]).toBe('Who We Are');
  });

  it('shows the About figures with English numbers and the leader in English where written', async () => {
    const settings = structuredClone(UNWRITTEN_SETTINGS);
    settings.stats = [{ value: '1.500', label: 'Puestos instalados' }];
    settings.en.statLabels = ['Workstations installed'];
    settings.en.divisions.corporativo.leader.role = 'Head of the Corporate division';
    const page = text(await html('/en/corporativo/about', UNWRITTEN_CONTENT, settings));
    expect(page).toContain('Workstations installed 1,500');
    expect(page).toContain('Head of the Corporate division');
    expect(page).toContain('Leadership');
    expect(text(await html('/corporativo/nosotros', UNWRITTEN_CONTENT, settings))).toContain('Puestos instalados 1.500');
  });

  it('shows English service and process texts where written, the rest in Spanish marked lang="es"', async () => {
    const content = structuredClone(UNWRITTEN_CONTENT);
    content.en.divisions.corporativo.services.items[0]!.title = 'Space Planning';
    content.en.divisions.corporativo.services.process[0]!.title = 'First Meeting';
    const markup = await html('/en/corporativo/services', content);
    expect(markup).toMatch(/<h3 class="[^"]*">Space Planning<\/h3>/);
    expect(markup).toMatch(/<h3 class="[^"]*" lang="es">Mobiliario de Oficina<\/h3>/);
    expect(text(markup)).toContain('First Meeting');
    expect(text(markup)).toContain('Our Process');
    expect(text(markup)).toContain('Step 1 of 6');
  });

  it('shows the Spanish legal page marked lang="es" until its English sections are written, then the English one', async () => {
    const unwritten = await html('/en/privacy-policy');
    expect(unwritten).toMatch(/<article [^>]*lang="es"/);
    expect(h1(unwritten)?.[2]).toBe(DEFAULT_PAGE_CONTENT.legal.privacy.title);

    const content = structuredClone(UNWRITTEN_CONTENT);
    content.en.legal.privacy = {
      title: 'Privacy Policy',
      updated: '1 December 2026',
      intro: 'How {empresa} handles your data.',
      sections: [{ title: 'Cookies', body: 'See the {términos y condiciones}.' }],
    };
    const written = await html('/en/privacy-policy', content);
    expect(written).not.toMatch(/<article [^>]*lang=/);
    expect(h1(written)?.[2]).toBe('Privacy Policy');
    expect(text(written)).toContain('Last updated: 1 December 2026');
    expect(text(written)).toContain('How Casa Mobilia handles your data.');
    expect(written).toMatch(/<a [^>]*href="\/en\/terms"[^>]*>Terms and Conditions<\/a>/);
  });

  it('answers an unknown English address with an English 404', async () => {
    const page = await html('/en/nothing-here');
    expect(h1(page)?.[2]).toBe('Page not found');
    expect(page).toMatch(/<a [^>]*href="\/en"[^>]*>Back to the home page<\/a>/);
  });
});
