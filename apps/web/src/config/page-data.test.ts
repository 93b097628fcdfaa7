import { describe, expect, it } from 'vitest';
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

  it('falls back to safe defaults and no queries for missing, null or malformed values', () => {
    expect(parsePageData(null)).toEqual({ config: DEFAULT_APP_CONFIG, queries: [] });
    expect(parsePageData('{not json')).toEqual({ config: DEFAULT_APP_CONFIG, queries: [] });
    expect(parsePageData('[]').config.newsletterUrl).toBeNull();
    const data = parsePageData(JSON.stringify({ config: { newsletterUrl: null, mapTileUrl: '' }, queries: [null, 3, { need: 1 }] }));
    expect(data.config.newsletterUrl).toBeNull();
    expect(data.config.mapTileUrl).toBe(DEFAULT_APP_CONFIG.mapTileUrl);
    expect(data.queries).toEqual([]);
  });
});
