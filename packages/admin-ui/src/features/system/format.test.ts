import { describe, expect, it } from 'vitest';
import { formatPercent, formatSize, formatUptime, formatWhen } from './format.js';

describe('Estado del sistema formats', () => {
  it('writes uptimes in days, hours and minutes', () => {
    expect(formatUptime(20)).toBe('menos de un minuto');
    expect(formatUptime(42 * 60)).toBe('42 min');
    expect(formatUptime(5 * 3600 + 12 * 60)).toBe('5 h 12 min');
    expect(formatUptime(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h');
  });

  it('writes sizes with a decimal comma', () => {
    expect(formatSize(812)).toBe('812 B');
    expect(formatSize(12.3 * 1024)).toBe('12,3 KB');
    expect(formatSize(58.2 * 1024 ** 3)).toBe('58,2 GB');
    expect(formatPercent(0.873)).toBe('87 %');
  });

  it("writes dates on Santo Domingo's clock, and a dash for none", () => {
    expect(formatWhen(null)).toBe('—');
    expect(formatWhen('2026-11-26T03:00:00Z')).toMatch(/25 nov 2026.*11:00/);
  });
});
