import { describe, expect, it } from 'vitest';
import { formatLeadDate } from './format.js';

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
