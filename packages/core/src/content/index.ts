// The static content of the site (docs/architecture.md §Layout): company details,
// each division's texts and the photos they name (drawn at build time by tools/demo-art). A real company edits
// site.ts, corporativo.ts and hospitality.ts; nothing else holds placeholder values.
export type * from './types.js';
export { HISTORY, SITE, STATS } from './site.js';
export { DEFAULT_SITE_SETTINGS } from './site-settings.js';
export { DIVISION_CONTENT, generatedPhotos, LANDING_IMAGES } from './divisions.js';
export { GENERATED_IMAGE_DIR, GENERATED_IMAGE_WIDTHS, type GeneratedPhoto, generatedPhotosIn } from './images.js';
export { type PageHead, pageHead, projectDivision } from './page-head.js';
export { DEFAULT_PAGE_CONTENT, pageContentFrom } from './page-content.js';
export { LEGAL_PLACEHOLDERS } from './legal.js';
