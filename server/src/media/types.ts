/**
 * The image types the site stores and serves, with sharp's name for each format. processImage
 * (process.ts) makes only JPEG, PNG, WebP and sanitised SVG; GIF and AVIF are served too should
 * an older row hold one. Anything else, an HTML page above all, is never answered from /media.
 */
export const STORED_IMAGE_FORMATS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
  'image/svg+xml': 'svg',
};

export function isStoredImageType(mime: string): boolean {
  return Object.hasOwn(STORED_IMAGE_FORMATS, mime);
}
