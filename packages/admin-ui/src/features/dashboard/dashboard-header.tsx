import { LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { AdminNav } from './admin-nav.js';

interface DashboardHeaderProps {
  username: string;
  role: string;
  loggingOut: boolean;
  onLogout: () => void;
}

export function DashboardHeader({ username, role, loggingOut, onLogout }: DashboardHeaderProps) {
  return (
    <header style={{ background: '#fff', borderBottom: '1px solid #ece7df' }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ maxWidth: 1280, margin: '0 auto', padding: '16px 24px 8px' }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            Panel de Administración
          </Typography.Title>
          <Typography.Text type="secondary">Bienvenido, {username}</Typography.Text>
        </div>
        <Button icon={<LogoutOutlined />} onClick={onLogout} loading={loggingOut}>
          Cerrar sesión
        </Button>
      </Flex>
      <div style={{ maxWidth: 1280, margin: '0 auto', padding: '0 24px' }}>
        <AdminNav role={role} />
      </div>
    </header>
  );
}
