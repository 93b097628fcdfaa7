// The content files' defaults and the page titles, loaded only when needed (the titles after a
// navigation, the defaults if the API cannot be read): importing them through this module, not
// '@casa/core/content' itself, keeps them out of the first script, which uses other parts of it
// (docs/decisions/0020-taps-before-hydration.md).
export { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS, pageHead } from '@casa/core/content';
