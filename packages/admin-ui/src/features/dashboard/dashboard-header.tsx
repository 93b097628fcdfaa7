import { AppstoreOutlined, InboxOutlined, LogoutOutlined, PlusOutlined, SettingOutlined, TagsOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Typography } from 'antd';

export type DashboardView = 'projects' | 'leads';

interface DashboardHeaderProps {
  username: string;
  loggingOut: boolean;
  view: DashboardView;
  /** New (unhandled) leads, for the badge on 'Solicitudes'. */
  newLeads: number;
  onLogout: () => void;
  onShowLeads: () => void;
  onShowProjects: () => void;
  onManageBrands: () => void;
  onAddProject: () => void;
  /** Admins only: opens Configuración (the button is not shown without it). */
  onSettings?: (() => void) | undefined;
}

export function DashboardHeader(props: DashboardHeaderProps) {
  const { username, loggingOut, view, newLeads, onLogout, onShowLeads, onShowProjects, onManageBrands, onAddProject, onSettings } = props;
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
          <Badge count={newLeads} overflowCount={99} offset={[-4, 4]}>
            <Button
              icon={<InboxOutlined />}
              type={view === 'leads' ? 'primary' : 'default'}
              aria-pressed={view === 'leads'}
              aria-label={newLeads > 0 ? `Solicitudes (${newLeads} nuevas)` : 'Solicitudes'}
              onClick={onShowLeads}
            >
              Solicitudes
            </Button>
          </Badge>
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
          {view === 'leads' ? 'Solicitudes' : 'Proyectos'}
        </Typography.Title>
        {view === 'leads' ? (
          <Button icon={<AppstoreOutlined />} onClick={onShowProjects}>
            Ver proyectos
          </Button>
        ) : (
          <Flex gap={8} wrap>
            <Button icon={<TagsOutlined />} onClick={onManageBrands}>
              Gestionar Marcas
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={onAddProject}>
              Agregar Proyecto
            </Button>
          </Flex>
        )}
      </Flex>
    </header>
  );
}
