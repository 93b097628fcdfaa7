// @vitest-environment node
// The contact page as the server renders it in each language: its markup.
import { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../config/app-config.js';
import { render } from '../../entry-server.js';

async function html(url: string, settings = DEFAULT_SITE_SETTINGS): Promise<string> {
  return (await render(url, { config: DEFAULT_APP_CONFIG, queries: [], settings, pageContent: DEFAULT_PAGE_CONTENT })).html;
}

const phone = DEFAULT_SITE_SETTINGS.divisions.hospitality.phone;

describe('the English contact page (/en/hospitality/contact)', () => {
  it('has English headings and labels, and the phone with its country code', async () => {
    const settings = structuredClone(DEFAULT_SITE_SETTINGS);
    settings.divisions.hospitality.phone = '809-555-0100';
    const markup = await html('/en/hospitality/contact', settings);
    expect(markup).toMatch(/<h1[^>]*>Contact<\/h1>/);
    for (const words of ['Contact information', 'Send us a message', '<dt>Sales</dt>', '<dt>Opening hours</dt>', 'SEND MESSAGE']) {
      expect(markup).toContain(words);
    }
    expect(markup).toContain(`>+${settings.phoneCountryCode} 809-555-0100</a>`);
    // A phone written with its code already stays as written.
    expect(await html('/en/hospitality/contact')).toContain(`>${phone}</a>`);
    expect(markup).toContain('href="/en/privacy-policy"');
  });

  it('shows the office hours in English where written, else in Spanish marked lang="es"', async () => {
    const unwritten = structuredClone(DEFAULT_SITE_SETTINGS);
    unwritten.en.hours = '';
    expect(await html('/en/hospitality/contact', unwritten)).toContain(`<dd lang="es">${DEFAULT_SITE_SETTINGS.hours}</dd>`);
    const settings = structuredClone(DEFAULT_SITE_SETTINGS);
    settings.en.hours = 'Monday to Friday, 8 am to 5 pm';
    expect(await html('/en/hospitality/contact', settings)).toContain('<dd>Monday to Friday, 8 am to 5 pm</dd>');
  });

  it('leaves the Spanish page as it was', async () => {
    const markup = await html('/hospitality/contacto');
    expect(markup).toContain('Información de contacto');
    expect(markup).toContain(`>${phone}</a>`);
    expect(markup).toContain(`<dd>${DEFAULT_SITE_SETTINGS.hours}</dd>`);
  });
});
