import { describe, expect, it } from 'vitest';
import { telHref, toE164, whatsappHref } from './phone.js';

describe('toE164', () => {
  it('gives a national number the site’s country code', () => {
    expect(toE164('809-555-0123', '1')).toBe('+18095550123');
    expect(toE164('(829) 555 0142', '1')).toBe('+18295550142');
    expect(toE164('612 345 678', '34')).toBe('+34612345678');
    // A trunk 0 goes before the country code comes in front.
    expect(toE164('07911 123456', '44')).toBe('+447911123456');
  });

  it('keeps a number that already carries its country code', () => {
    expect(toE164('+1 (809) 555-0123', '1')).toBe('+18095550123');
    expect(toE164('+34 612 345 678', '1')).toBe('+34612345678');
    expect(toE164('0034 612 345 678', '1')).toBe('+34612345678');
    expect(toE164('1 809 555 0123', '1')).toBe('+18095550123');
    expect(toE164('34612345678', '1')).toBe('+34612345678');
    expect(toE164('18095550111', '1')).toBe('+18095550111');
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    '12345',
    '809-555-0123 ext. 4',
    'llamar al 809',
    '+1 809 555 0123 +2',
    '+0 809 555 0123',
    '1234567890123456',
  ])('is null for %j', (phone) => {
    expect(toE164(phone, '1')).toBeNull();
  });

  it('is null for a national number when the country code is not one', () => {
    expect(toE164('809-555-0123', '')).toBeNull();
    expect(toE164('809-555-0123', '0')).toBeNull();
    expect(toE164('+1 809-555-0123', '')).toBe('+18095550123');
  });
});

describe('telHref and whatsappHref', () => {
  it('link the same number', () => {
    expect(telHref('809 555 0123', '1')).toBe('tel:+18095550123');
    expect(telHref('+1 (809) 555-0123', '1')).toBe('tel:+18095550123');
    expect(whatsappHref('809-555-0123', '1')).toBe('https://wa.me/18095550123');
    expect(whatsappHref('+34 612 345 678', '1')).toBe('https://wa.me/34612345678');
  });

  it('prefill WhatsApp’s message, encoded', () => {
    expect(whatsappHref('+1 (809) 555-0111', '1', 'Hola, quisiera información sobre mobiliario & diseño')).toBe(
      'https://wa.me/18095550111?text=Hola%2C%20quisiera%20informaci%C3%B3n%20sobre%20mobiliario%20%26%20dise%C3%B1o',
    );
  });

  it('are null when the text is no phone number', () => {
    expect(telHref('', '1')).toBeNull();
    expect(whatsappHref('12345', '1')).toBeNull();
    expect(whatsappHref(null, '1', 'Hola')).toBeNull();
  });
});
