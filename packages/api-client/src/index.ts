// The API slice without any admin screen or antd: safe to import from public pages.
export * from './base.js';
export * from './hydration.js';
export * from './public-endpoints.js';
export * from './store.js';
