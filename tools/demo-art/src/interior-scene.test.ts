import { DIVISIONS } from '@casa/core';
import type { SceneKind } from '@casa/core/content';
import { describe, expect, it } from 'vitest';
import { interiorSceneSvg } from './index.js';

describe('interiorSceneSvg', () => {
  const kinds: SceneKind[] = ['office', 'meeting', 'reception', 'lobby', 'restaurant', 'bedroom', 'lounge', 'terrace', 'portrait', 'logo'];

  it.each(kinds)('draws a well-formed %s at the asked size', (kind) => {
    for (const division of DIVISIONS) {
      const svg = interiorSceneSvg({ seed: 3, division, kind, width: 640, height: 480, label: 'Casa <Mobilia> & Co' });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|Infinity|undefined/);
      expect(svg).not.toContain('<Mobilia>');
    }
  });

  it('is deterministic for a seed and varies between seeds', () => {
    const options = { seed: 42, division: 'hospitality' as const, kind: 'lobby' as const, width: 800, height: 600 };
    expect(interiorSceneSvg(options)).toBe(interiorSceneSvg(options));
    expect(interiorSceneSvg({ ...options, seed: 43 })).not.toBe(interiorSceneSvg(options));
  });

  it('keeps gradient and filter ids unique per picture, so several can share a page', () => {
    const svg = interiorSceneSvg({ seed: 9, division: 'corporativo', kind: 'office', width: 800, height: 600 });
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
