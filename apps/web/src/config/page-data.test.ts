import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { DEFAULT_APP_CONFIG } from './app-config.js';
import { parsePageData } from './page-data.js';

describe('parsePageData', () => {
  it('reads the settings and the queries the server writes', () => {
    const data = parsePageData(
      JSON.stringify({
        config: {
          publicUrl: 'https://casa.example',
          mapTileUrl: 'https://tiles/{z}/{x}/{y}.png',
          mapAttribution: 'Tiles',
          newsletterUrl: 'https://list.example/subscribe',
        },
        queries: [{ need: { kind: 'projects', division: 'hospitality' }, data: [] }],
      }),
    );
    expect(data.config).toEqual({
      publicUrl: 'https://casa.example',
      mapTileUrl: 'https://tiles/{z}/{x}/{y}.png',
      mapAttribution: 'Tiles',
      newsletterUrl: 'https://list.example/subscribe',
    });
    expect(data.queries).toEqual([{ need: { kind: 'projects', division: 'hospitality' }, data: [] }]);
  });

  it('reads the texts and settings the page was made with, and which part they are', () => {
    const settings = { ...DEFAULT_SITE_SETTINGS, companyName: 'Muebles del Caribe' };
    const pageContent = { history: { title: 'Nuestra historia', paragraphs: 'Desde 1998.' } };
    expect(parsePageData(JSON.stringify({ settings, pageContent, textsScope: 'es:landing' })).texts).toEqual({
      scope: 'es:landing',
      pageContent,
      settings,
    });
    expect(parsePageData(JSON.stringify({ settings, pageContent: DEFAULT_PAGE_CONTENT })).texts?.scope).toBeNull();
  });

  it('gives no texts (they are read from the API) and no queries for missing, null or malformed values', () => {
    const empty = { config: DEFAULT_APP_CONFIG, queries: [], texts: null };
    expect(parsePageData(null)).toEqual(empty);
    expect(parsePageData('{not json')).toEqual(empty);
    expect(parsePageData(JSON.stringify({ settings: 'x', pageContent: {} })).texts).toBeNull();
    expect(parsePageData(JSON.stringify({ settings: { divisions: {} }, pageContent: {} })).texts).toBeNull();
    expect(parsePageData(JSON.stringify({ settings: DEFAULT_SITE_SETTINGS })).texts).toBeNull();
    expect(parsePageData('[]').config.newsletterUrl).toBeNull();
    const data = parsePageData(JSON.stringify({ config: { newsletterUrl: null, mapTileUrl: '' }, queries: [null, 3, { need: 1 }] }));
    expect(data.config.newsletterUrl).toBeNull();
    expect(data.config.mapTileUrl).toBe(DEFAULT_APP_CONFIG.mapTileUrl);
    expect(data.queries).toEqual([]);
  });
});
