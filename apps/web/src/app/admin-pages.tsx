import { AdminRoute, LoginRoute } from '../admin/admin-entry.js';
import StoreProvider from './store-provider.js';

/** /login and /admin with the shared store (this module and the admin load only on those paths). */
export default function AdminPages({ page }: { page: 'login' | 'admin' }) {
  return <StoreProvider>{page === 'login' ? <LoginRoute /> : <AdminRoute />}</StoreProvider>;
}
