// The admin screens (antd). Public pages never import this entry; apps/web loads it lazily on /login and /admin.
export { AdminProviders, type AdminProvidersProps, BRAND_COLOR } from './providers.js';
export { LoginPage } from './pages/login-page.js';
export { DashboardPage } from './pages/dashboard-page.js';
export { browserPrepareImage, type PrepareImage } from './shared/prepare-image.js';
