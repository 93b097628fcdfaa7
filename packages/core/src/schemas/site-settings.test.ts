import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../content/site-settings.js';
import { CORPORATIVO } from '../content/corporativo.js';
import { SITE, STATS } from '../content/site.js';
import { MESSAGES } from '../messages.js';
import { telHref } from '../phone.js';
import { paragraphs } from '../text.js';
import { type SiteSettings, siteSettingsSchema } from './site-settings.js';

const clone = (): SiteSettings => structuredClone(DEFAULT_SITE_SETTINGS);

/** The messages of a failed parse, by field path. */
function problems(value: unknown): Record<string, string> {
  const result = siteSettingsSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('site settings defaults', () => {
  it('are today’s content, so a fresh install looks the same', () => {
    expect(DEFAULT_SITE_SETTINGS.companyName).toBe(SITE.name);
    expect(DEFAULT_SITE_SETTINGS.footerText).toBe(SITE.blurb);
    expect(DEFAULT_SITE_SETTINGS.hours).toBe('Lunes a Viernes 8:00am-5:00pm');
    expect(DEFAULT_SITE_SETTINGS.stats).toEqual(STATS);
    expect(DEFAULT_SITE_SETTINGS.divisions.corporativo.blurb).toBe(CORPORATIVO.subtitle);
    expect(DEFAULT_SITE_SETTINGS.divisions.hospitality.whatsapp).toMatchObject({ number: SITE.whatsapp.hospitality.number });
    expect(paragraphs(DEFAULT_SITE_SETTINGS.divisions.corporativo.leader.bio)).toEqual(CORPORATIVO.leader.bio);
    expect(telHref(DEFAULT_SITE_SETTINGS.divisions.corporativo.phone, DEFAULT_SITE_SETTINGS.phoneCountryCode)).toBe(SITE.phoneHref);
  });

  it('pass their own schema unchanged', () => {
    expect(siteSettingsSchema.parse(DEFAULT_SITE_SETTINGS)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('give settings saved before the phone country code existed the Dominican Republic’s', () => {
    const { phoneCountryCode: _code, ...saved } = clone();
    expect(siteSettingsSchema.parse(saved).phoneCountryCode).toBe('1');
  });
});

describe('siteSettingsSchema', () => {
  it('trims texts and requires every one of them, in Spanish', () => {
    const value = clone();
    value.companyName = '  Casa Nueva  ';
    expect(siteSettingsSchema.parse(value).companyName).toBe('Casa Nueva');
    value.divisions.hospitality.leader.name = '   ';
    value.footerText = '';
    expect(problems(value)).toMatchObject({
      'divisions.hospitality.leader.name': MESSAGES.required,
      footerText: MESSAGES.required,
    });
  });

  it('wants a WhatsApp number as digits only, country code first', () => {
    for (const number of ['+1 809 555 0122', '809-555', 'abc']) {
      const value = clone();
      value.divisions.hospitality.whatsapp.number = number;
      expect(problems(value)).toEqual({ 'divisions.hospitality.whatsapp.number': MESSAGES.settingsWhatsappInvalid });
    }
  });

  it('checks phones, e-mails, links and coordinates', () => {
    const value = clone();
    value.divisions.corporativo.phone = 'llámenos';
    value.divisions.corporativo.email = 'ventas@';
    value.social = [{ label: 'Instagram', href: 'javascript:alert(1)' }];
    value.map.lat = 123;
    value.newsletterUrl = 'ftp://list.example';
    value.phoneCountryCode = '+1';
    expect(problems(value)).toEqual({
      'divisions.corporativo.phone': MESSAGES.settingsPhoneInvalid,
      'divisions.corporativo.email': MESSAGES.emailInvalid,
      'social.0.href': MESSAGES.invalidUrl,
      'map.lat': MESSAGES.settingsCoordinateInvalid,
      newsletterUrl: MESSAGES.invalidUrl,
      phoneCountryCode: MESSAGES.settingsCountryCodeInvalid,
    });
    for (const code of ['0', '1234', 'uno']) expect(problems({ ...clone(), phoneCountryCode: code })).toHaveProperty('phoneCountryCode');
  });

  it('caps the lists and the texts', () => {
    const value = clone();
    value.stats = Array.from({ length: 7 }, () => ({ value: '1', label: 'x' }));
    value.companyName = 'x'.repeat(121);
    expect(problems(value)).toEqual({ stats: MESSAGES.settingsStatsMax(6), companyName: MESSAGES.tooLong(120) });
  });

  it('refuses a partial object: PUT takes the whole settings', () => {
    const { divisions: _divisions, ...partial } = clone();
    expect(Object.keys(problems(partial))).toEqual(['divisions']);
    expect(siteSettingsSchema.safeParse(null).success).toBe(false);
  });

  it('drops unknown keys', () => {
    expect(siteSettingsSchema.parse({ ...clone(), extra: 'x' })).not.toHaveProperty('extra');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and ignores empty ones', () => {
    expect(paragraphs('Uno\nsigue\n\n  Dos  \n\n\n')).toEqual(['Uno\nsigue', 'Dos']);
  });
});
