// The admin screens (antd). Public pages never import this entry; apps/web loads it lazily on /login and /admin.
export { AdminRoutes } from './app/admin-routes.js';
export { AdminProviders, type AdminProvidersProps } from './providers.js';
export type { PrepareImage } from './shared/prepare-image.js';
