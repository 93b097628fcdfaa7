import { AdminApp } from '../admin/admin-entry.js';
import StoreProvider from './store-provider.js';

/**
 * /login and every /admin screen with the shared store (this module and the admin load only on
 * those paths). One tree for all of them: going from /login to /admin keeps the store and the toasts.
 */
export default function AdminPages() {
  return (
    <StoreProvider>
      <AdminApp />
    </StoreProvider>
  );
}
