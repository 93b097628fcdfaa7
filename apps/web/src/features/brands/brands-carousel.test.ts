import { describe, expect, it } from 'vitest';
import { carouselItemWidth } from './brands-carousel.js';

describe('carouselItemWidth', () => {
  it('keeps logos at least 176 px wide', () => {
    expect(carouselItemWidth(375, 8)).toBe(176);
  });

  it('widens logos so one copy of a short list still fills the carousel', () => {
    expect(carouselItemWidth(1440, 3)).toBe(480);
    expect(carouselItemWidth(1000, 3) * 3).toBeGreaterThanOrEqual(1000);
  });

  it('survives an empty list', () => {
    expect(carouselItemWidth(1000, 0)).toBe(176);
  });
});
