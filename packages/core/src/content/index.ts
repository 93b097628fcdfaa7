// The static content of the site (docs/architecture.md §Layout): company details,
// each division's texts and photos, and the generator of those photos. A real company edits
// site.ts, corporativo.ts and hospitality.ts; nothing else holds placeholder values.
export type * from './types.js';
export { HISTORY, SITE, STATS } from './site.js';
export { DEFAULT_SITE_SETTINGS } from './site-settings.js';
export { DIVISION_CONTENT, LANDING_IMAGES } from './divisions.js';
export { interiorSceneSvg } from './interior-scene.js';
export { GENERATED_IMAGE_DIR, GENERATED_IMAGE_WIDTHS, type GeneratedPhoto, generatedPhotos } from './images.js';
export { type PageHead, pageHead, projectDivision } from './page-head.js';
