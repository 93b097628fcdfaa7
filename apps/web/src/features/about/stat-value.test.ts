import { describe, expect, it } from 'vitest';
import { statValue } from './stat-value.js';

describe('About statistics by language (docs/decisions/0026-english-site.md)', () => {
  it('shows the Spanish page each value exactly as typed in Configuración', () => {
    for (const value of ['+15', '200+', 'Global', '1.500', '12000']) expect(statValue(value, 'es')).toBe(value);
  });

  it('writes the number of a figure the English way on the English page, prefix and suffix kept', () => {
    expect(statValue('1.500', 'en')).toBe('1,500');
    expect(statValue('+12000', 'en')).toBe('+12,000');
    expect(statValue('2 500 m²', 'en')).toBe('2,500 m²');
    expect(statValue('+15', 'en')).toBe('+15');
    expect(statValue('200+', 'en')).toBe('200+');
  });

  it('leaves a value that is not a whole number as it is', () => {
    expect(statValue('Global', 'en')).toBe('Global');
    expect(statValue('4,5', 'en')).toBe('4,5');
  });
});
