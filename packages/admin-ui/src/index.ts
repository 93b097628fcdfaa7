// The admin screens (antd). Public pages import '@casa/admin-ui/api' only; this entry is lazy.
export * from './api/index.js';
export { AdminProviders, type AdminProvidersProps, BRAND_COLOR } from './providers.js';
export { LoginPage } from './pages/login-page.js';
export { DashboardPage } from './pages/dashboard-page.js';
export { browserPrepareImage, type PrepareImage } from './shared/prepare-image.js';
