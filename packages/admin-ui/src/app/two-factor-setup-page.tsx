import { LogoutOutlined } from '@ant-design/icons';
import type { SignedInUser } from '@casa/core';
import { Button, Flex, Typography } from 'antd';
import { AccountScreen } from '../features/account/account-screen.js';
import { useLogout } from '../features/auth/use-auth.js';
import styles from './admin-layout.module.css';

/**
 * What an admin without a second factor sees while Configuración requires one
 * (docs/decisions/0015-device-cookies-and-two-step-sign-in.md): signed in only to set it up. Mi
 * cuenta with the reason on top, and 'Cerrar sesión'; the server refuses everything else (403).
 * Once the code is confirmed and the recovery codes saved, `me` changes and the admin opens.
 */
export function TwoFactorSetupPage({ user }: { user: SignedInUser }) {
  const { logout, isLoggingOut } = useLogout();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Flex justify="space-between" align="center" wrap gap="middle" className={styles.bar}>
          <div>
            <Typography.Title level={3}>Panel de Administración</Typography.Title>
            <Typography.Text type="secondary">Bienvenido, {user.username}</Typography.Text>
          </div>
          <Button icon={<LogoutOutlined />} onClick={() => void logout()} loading={isLoggingOut}>
            Cerrar sesión
          </Button>
        </Flex>
      </header>
      <main className={styles.main}>
        <AccountScreen user={user} />
      </main>
    </div>
  );
}
