// /login and /admin: the shared admin screens (antd), loaded lazily by the router so no public
// page downloads them. The router and the Redux store (makeStore) come from the web app.
import { AdminProviders, DashboardPage, LoginPage } from '@casa/admin-ui';

export function LoginRoute() {
  return (
    <AdminProviders>
      <LoginPage />
    </AdminProviders>
  );
}

export function AdminRoute() {
  return (
    <AdminProviders>
      <DashboardPage />
    </AdminProviders>
  );
}
