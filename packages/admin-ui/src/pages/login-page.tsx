import { Card, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { returnPathFrom } from '../shared/return-path.js';
import { useForgetAfterLogout } from '../features/auth/use-auth.js';
import { LoginForm } from '../features/login/login-form.js';
import { ADMIN_PATHS } from '../shared/admin-paths.js';
import styles from './pages.module.css';

/**
 * /login (docs/product.md §2 "Admin login"): success goes to the admin address in `?next=`, else
 * /admin; to Mi cuenta instead when the password no longer meets the rule or Configuración
 * requires a second factor the admin lacks.
 */
export function LoginPage() {
  const navigate = useNavigate();
  useForgetAfterLogout();
  const next = returnPathFrom(useSearchParams()[0].get('next')) ?? ADMIN_PATHS.home;
  return (
    <main className={styles.login}>
      <Card className={styles.loginCard}>
        <Typography.Title level={2} className={styles.centered}>
          Panel de Administración
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.centered}>
          Inicia sesión para gestionar proyectos y marcas.
        </Typography.Paragraph>
        <LoginForm
          onSuccess={(user) =>
            void navigate(user.passwordChangeReason !== null || user.twoFactorSetupRequired ? ADMIN_PATHS.account : next, {
              replace: true,
            })
          }
        />
      </Card>
    </main>
  );
}
