import { LogoutOutlined, PlusOutlined, SettingOutlined, TagsOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';

interface DashboardHeaderProps {
  username: string;
  loggingOut: boolean;
  onLogout: () => void;
  onManageBrands: () => void;
  onAddProject: () => void;
  /** Admins only: opens Configuración (the button is not shown without it). */
  onSettings?: (() => void) | undefined;
}

export function DashboardHeader({ username, loggingOut, onLogout, onManageBrands, onAddProject, onSettings }: DashboardHeaderProps) {
  return (
    <header style={{ background: '#fff', borderBottom: '1px solid #ece7df' }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ maxWidth: 1280, margin: '0 auto', padding: '16px 24px' }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            Panel de Administración
          </Typography.Title>
          <Typography.Text type="secondary">Bienvenido, {username}</Typography.Text>
        </div>
        <Flex gap={8} wrap>
          {onSettings ? (
            <Button icon={<SettingOutlined />} onClick={onSettings}>
              Configuración
            </Button>
          ) : null}
          <Button icon={<LogoutOutlined />} onClick={onLogout} loading={loggingOut}>
            Cerrar sesión
          </Button>
        </Flex>
      </Flex>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ maxWidth: 1280, margin: '0 auto', padding: '0 24px 16px' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Proyectos
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button icon={<TagsOutlined />} onClick={onManageBrands}>
            Gestionar Marcas
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={onAddProject}>
            Agregar Proyecto
          </Button>
        </Flex>
      </Flex>
    </header>
  );
}
