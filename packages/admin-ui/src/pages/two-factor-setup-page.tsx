import { LogoutOutlined } from '@ant-design/icons';
import type { SignedInUser } from '@casa/core';
import { Button, Flex, Typography } from 'antd';
import { AccountScreen } from '../features/account/account-screen.js';
import { useLogout } from '../features/auth/use-auth.js';
import { useShowFlash } from '../shared/flash.js';

/**
 * What an admin without a second factor sees while Configuración requires one
 * (docs/decisions/0015-device-cookies-and-two-step-sign-in.md): signed in only to set it up. Mi
 * cuenta with the reason on top, and 'Cerrar sesión'; the server refuses everything else (403).
 * Once the code is confirmed and the recovery codes saved, `me` changes and the admin opens.
 */
export function TwoFactorSetupPage({ user }: { user: SignedInUser }) {
  useShowFlash();
  const { logout, isLoggingOut } = useLogout();
  return (
    <div style={{ minHeight: '100vh', background: '#f7f5f2' }}>
      <header style={{ background: '#fff', borderBottom: '1px solid #ece7df' }}>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ maxWidth: 1280, margin: '0 auto', padding: '16px 24px' }}>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              Panel de Administración
            </Typography.Title>
            <Typography.Text type="secondary">Bienvenido, {user.username}</Typography.Text>
          </div>
          <Button icon={<LogoutOutlined />} onClick={() => void logout()} loading={isLoggingOut}>
            Cerrar sesión
          </Button>
        </Flex>
      </header>
      <main style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }}>
        <AccountScreen user={user} />
      </main>
    </div>
  );
}
