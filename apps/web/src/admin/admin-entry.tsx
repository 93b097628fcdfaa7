// /login and /admin/…: the shared admin screens (antd), loaded lazily by the router so no public
// page downloads them. The router and the Redux store (makeStore) come from the web app.
import { AdminProviders, AdminRoutes } from '@casa/admin-ui';

export function AdminApp() {
  return (
    <AdminProviders>
      <AdminRoutes />
    </AdminProviders>
  );
}
