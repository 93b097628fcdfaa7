import { LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { AdminNav } from './admin-nav.js';
import styles from './admin-layout.module.css';
import type { AdminCounts } from './sections.js';

interface AdminHeaderProps {
  username: string;
  role: string;
  loggingOut: boolean;
  counts: AdminCounts;
  onLogout: () => void;
}

/** The admin's header: who is signed in and 'Cerrar sesión', then the navigation between the screens. */
export function AdminHeader({ username, role, loggingOut, counts, onLogout }: AdminHeaderProps) {
  return (
    <header className={styles.header}>
      <Flex justify="space-between" align="center" wrap gap="middle" className={styles.bar}>
        <div>
          <Typography.Title level={3}>Panel de Administración</Typography.Title>
          <Typography.Text type="secondary">Bienvenido, {username}</Typography.Text>
        </div>
        <Button icon={<LogoutOutlined />} onClick={onLogout} loading={loggingOut}>
          Cerrar sesión
        </Button>
      </Flex>
      <div className={styles.navBar}>
        <AdminNav role={role} counts={counts} />
      </div>
    </header>
  );
}
