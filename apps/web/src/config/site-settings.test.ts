import { DEFAULT_SITE_SETTINGS, HISTORY } from '@casa/core/content';
import { describe, expect, it } from 'vitest';
import { withCompanyName } from './site-settings.js';

describe('withCompanyName', () => {
  it('puts the saved company name where the content files name the placeholder company', () => {
    const settings = { ...DEFAULT_SITE_SETTINGS, companyName: 'Muebles del Caribe' };
    expect(withCompanyName(HISTORY.title, settings)).toBe('La historia de Muebles del Caribe');
    expect(withCompanyName(HISTORY.title, DEFAULT_SITE_SETTINGS)).toBe(HISTORY.title);
  });
});
