import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage, responsiveSrcSet } from './responsive-image.js';

afterEach(cleanup);

describe('responsiveSrcSet', () => {
  it('uses the media endpoint widths for uploaded images', () => {
    expect(responsiveSrcSet('/media/abc-123')).toBe(
      '/media/abc-123?w=320 320w, /media/abc-123?w=640 640w, /media/abc-123?w=960 960w, /media/abc-123?w=1280 1280w, /media/abc-123?w=1920 1920w',
    );
  });

  it('uses the generated WebP variants for build-time photos', () => {
    expect(responsiveSrcSet('/images/generated/corporativo-hero.jpg')).toBe(
      '/images/generated/corporativo-hero-640.webp 640w, /images/generated/corporativo-hero-1280.webp 1280w, /images/generated/corporativo-hero-1920.webp 1920w',
    );
  });

  it('gives other images no srcset', () => {
    expect(responsiveSrcSet('/images/fallback/cover.jpg')).toBeUndefined();
    expect(responsiveSrcSet('https://example.com/a.jpg')).toBeUndefined();
  });
});

describe('ResponsiveImage', () => {
  it('is lazy by default, with size, sizes and async decoding', () => {
    const { container } = render(<ResponsiveImage src="/media/k" alt="Sala" width={1280} height={960} sizes="50vw" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('width')).toBe('1280');
    expect(img.getAttribute('height')).toBe('960');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads a priority image eagerly with high priority', () => {
    const { container } = render(<ResponsiveImage src="/images/generated/x.jpg" alt="" width={1920} height={1080} priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('sets no sizes without a srcset', () => {
    const { container } = render(<ResponsiveImage src="/images/fallback/cover.jpg" alt="" width={10} height={10} />);
    expect(container.querySelector('img')!.hasAttribute('sizes')).toBe(false);
  });
});
