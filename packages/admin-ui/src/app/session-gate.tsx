import { Spin, Typography } from 'antd';
import { Navigate, useLocation } from 'react-router-dom';
import { SignedInUserProvider } from '../features/auth/signed-in-user.js';
import { SIGNED_OUT, useCurrentUser, useIsLoggingOut } from '../features/auth/use-auth.js';
import { AdminLayout } from './admin-layout.js';
import styles from './admin-layout.module.css';
import { ADMIN_PATHS } from '../shared/admin-paths.js';
import { loginPathFor } from '../shared/return-path.js';
import { TwoFactorSetupPage } from './two-factor-setup-page.js';
import { firstScreenFor } from './sections.js';

/**
 * Every /admin address (docs/product.md §2 "Admin dashboard"): 'Verificando autenticación...'
 * while the session is checked; signed-out visitors go to /login, which brings them back to the
 * address they asked for, and see nothing of the admin.
 */
export function SessionGate() {
  const { user, isChecking } = useCurrentUser();
  const location = useLocation();
  const loggingOut = useIsLoggingOut();
  if (isChecking) {
    return (
      <div role="status" className={styles.checking}>
        <Spin />
        <Typography.Text>Verificando autenticación...</Typography.Text>
      </div>
    );
  }
  if (!user && loggingOut) return <Navigate to={ADMIN_PATHS.login} state={SIGNED_OUT} replace />;
  if (!user) return <Navigate to={loginPathFor(location, firstScreenFor(null))} replace />;
  // An admin whom Configuración requires to have a second factor sees only how to set it up.
  if (user.twoFactorSetupRequired) return <TwoFactorSetupPage user={user} />;
  return (
    <SignedInUserProvider value={user}>
      <AdminLayout user={user} />
    </SignedInUserProvider>
  );
}
