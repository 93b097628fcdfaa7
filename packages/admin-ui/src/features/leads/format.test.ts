import { describe, expect, it } from 'vitest';
import { formatLeadDate, telUrl, whatsappUrl } from './format.js';

describe('formatLeadDate', () => {
  it('writes the date in Spanish on Santo Domingo’s clock (UTC−4)', () => {
    const text = formatLeadDate('2026-11-21T02:30:00.000Z');
    expect(text).toMatch(/20 nov/);
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/10:30/);
  });

  it('is blank for a missing or broken date', () => {
    expect(formatLeadDate(null)).toBe('');
    expect(formatLeadDate('mañana')).toBe('');
  });
});

describe('contact links', () => {
  it('gives WhatsApp an international number', () => {
    expect(whatsappUrl('809-555-0123')).toBe('https://wa.me/18095550123');
    expect(whatsappUrl('+1 (829) 555 0123')).toBe('https://wa.me/18295550123');
    expect(whatsappUrl('+34 612 345 678')).toBe('https://wa.me/34612345678');
    expect(whatsappUrl('12345')).toBeNull();
    expect(whatsappUrl(null)).toBeNull();
  });

  it('keeps a leading + in tel: links', () => {
    expect(telUrl('+1 809-555-0123')).toBe('tel:+18095550123');
    expect(telUrl('809 555 0123')).toBe('tel:8095550123');
    expect(telUrl('')).toBeNull();
  });
});
