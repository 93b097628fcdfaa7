import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LoginForm } from '../features/login/login-form.js';

/**
 * /login (docs/product.md §2 "Admin login"): success goes to /admin, or to Mi cuenta when the
 * password no longer meets the rule or Configuración requires a second factor the admin lacks.
 */
export function LoginPage() {
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f5f2ed' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={2} style={{ textAlign: 'center', marginTop: 0 }}>
          Panel de Administración
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          Inicia sesión para gestionar proyectos y marcas.
        </Typography.Paragraph>
        <LoginForm
          onSuccess={(user) => navigate(user.passwordChangeReason !== null || user.twoFactorSetupRequired ? '/admin/cuenta' : '/admin')}
        />
      </Card>
    </main>
  );
}
