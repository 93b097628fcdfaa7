import { DEFAULT_SITE_SETTINGS, HISTORY } from '@casa/core/content';
import { describe, expect, it } from 'vitest';
import { siteSettingsFrom, withCompanyName } from './site-settings.js';

describe('siteSettingsFrom', () => {
  it('keeps the settings the server handed over', () => {
    const settings = { ...DEFAULT_SITE_SETTINGS, companyName: 'Muebles del Caribe' };
    expect(siteSettingsFrom(JSON.parse(JSON.stringify(settings)))).toEqual(settings);
  });

  it('gives the defaults for anything that is not a settings object', () => {
    for (const raw of [undefined, null, 'x', [], {}, { divisions: {} }, { divisions: { corporativo: {} } }]) {
      expect(siteSettingsFrom(raw)).toBe(DEFAULT_SITE_SETTINGS);
    }
  });
});

describe('withCompanyName', () => {
  it('puts the saved company name where the content files name the placeholder company', () => {
    const settings = { ...DEFAULT_SITE_SETTINGS, companyName: 'Muebles del Caribe' };
    expect(withCompanyName(HISTORY.title, settings)).toBe('La historia de Muebles del Caribe');
    expect(withCompanyName(HISTORY.title, DEFAULT_SITE_SETTINGS)).toBe(HISTORY.title);
  });
});
