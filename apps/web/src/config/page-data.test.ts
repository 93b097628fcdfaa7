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

  it('reads the site settings the page was made with', () => {
    const settings = { ...DEFAULT_SITE_SETTINGS, companyName: 'Muebles del Caribe' };
    expect(parsePageData(JSON.stringify({ settings })).settings).toEqual(settings);
  });

  it('reads the page texts the page was made with; fields they lack read as the defaults', () => {
    const pageContent = structuredClone(DEFAULT_PAGE_CONTENT);
    pageContent.divisions.hospitality.home.title = 'Hoteles que se recuerdan';
    expect(parsePageData(JSON.stringify({ pageContent })).pageContent).toEqual(pageContent);
    const { history: _history, ...older } = pageContent;
    expect(parsePageData(JSON.stringify({ pageContent: older })).pageContent.history).toEqual(DEFAULT_PAGE_CONTENT.history);
  });

  it('falls back to safe defaults and no queries for missing, null or malformed values', () => {
    const empty = { config: DEFAULT_APP_CONFIG, queries: [], settings: DEFAULT_SITE_SETTINGS, pageContent: DEFAULT_PAGE_CONTENT };
    expect(parsePageData(null)).toEqual(empty);
    expect(parsePageData('{not json')).toEqual(empty);
    expect(parsePageData(JSON.stringify({ settings: 'x' })).settings).toBe(DEFAULT_SITE_SETTINGS);
    expect(parsePageData('[]').config.newsletterUrl).toBeNull();
    const data = parsePageData(JSON.stringify({ config: { newsletterUrl: null, mapTileUrl: '' }, queries: [null, 3, { need: 1 }] }));
    expect(data.config.newsletterUrl).toBeNull();
    expect(data.config.mapTileUrl).toBe(DEFAULT_APP_CONFIG.mapTileUrl);
    expect(data.queries).toEqual([]);
  });
});
