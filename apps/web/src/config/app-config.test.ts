import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG, parseAppConfig } from './app-config.js';

describe('parseAppConfig', () => {
  it('reads the settings the server writes', () => {
    const config = parseAppConfig(
      JSON.stringify({
        publicUrl: 'https://casa.example',
        mapTileUrl: 'https://tiles/{z}/{x}/{y}.png',
        mapAttribution: 'Tiles',
        newsletterUrl: 'https://list.example/subscribe',
      }),
    );
    expect(config).toEqual({
      publicUrl: 'https://casa.example',
      mapTileUrl: 'https://tiles/{z}/{x}/{y}.png',
      mapAttribution: 'Tiles',
      newsletterUrl: 'https://list.example/subscribe',
    });
  });

  it('falls back to safe defaults for missing, null or malformed values', () => {
    expect(parseAppConfig(null)).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig('{not json')).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig('[]').newsletterUrl).toBeNull();
    const config = parseAppConfig(JSON.stringify({ newsletterUrl: null, mapTileUrl: '' }));
    expect(config.newsletterUrl).toBeNull();
    expect(config.mapTileUrl).toBe(DEFAULT_APP_CONFIG.mapTileUrl);
  });
});
