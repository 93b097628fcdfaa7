/** Widths the server renders for `/media/{key}?w=` (docs/architecture.md §Media). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export const MAX_MEDIA_WIDTH: MediaWidth = 1920;

export const MEDIA_PREFIX = '/media/';

/** Our own uploaded images: only these have responsive variants. */
export function isMediaUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.startsWith(MEDIA_PREFIX) && !url.includes('?');
}

export function mediaVariantUrl(url: string, width: MediaWidth): string {
  return `${url}?w=${width}`;
}

/** `srcset` for a /media URL (variants never wider than `maxWidth`), or undefined for any other URL. */
export function mediaSrcSet(url: string, maxWidth: number = MAX_MEDIA_WIDTH): string | undefined {
  if (!isMediaUrl(url)) return undefined;
  return MEDIA_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${mediaVariantUrl(url, width)} ${width}w`)
    .join(', ');
}

/** Stock images shipped with apps/web (docs/product.md §3 cover fallback, §9 gallery of 8). */
export const FALLBACK_COVER_URL = '/images/fallback/cover.jpg';
export const FALLBACK_GALLERY_URLS: readonly string[] = Array.from(
  { length: 8 },
  (_, index) => `/images/fallback/gallery-${index + 1}.jpg`,
);
