import { InboxOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Typography } from 'antd';
import { AdminNav, type AdminSection } from './admin-nav.js';

interface DashboardHeaderProps {
  username: string;
  role: string;
  loggingOut: boolean;
  /** The section marked current in the navigation; null while Solicitudes is open. */
  section: AdminSection | null;
  /** Solicitudes (the leads inbox) is open. */
  leadsOpen: boolean;
  /** New (unhandled) leads, for the badge on 'Solicitudes'. */
  newLeads: number;
  onLogout: () => void;
  onShowLeads: () => void;
  /** Admins only: opens Configuración (the button is not shown without it). */
  onSettings?: (() => void) | undefined;
}

/**
 * The admin's header: who is signed in, 'Solicitudes' with its badge, 'Configuración' for admins and
 * 'Cerrar sesión', then the navigation between the sections (Proyectos, Usuarios, Mi cuenta).
 */
export function DashboardHeader(props: DashboardHeaderProps) {
  const { username, role, loggingOut, section, leadsOpen, newLeads, onLogout, onShowLeads, onSettings } = props;
  return (
    <header style={{ background: '#fff', borderBottom: '1px solid #ece7df' }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ maxWidth: 1280, margin: '0 auto', padding: '16px 24px 8px' }}>
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
              type={leadsOpen ? 'primary' : 'default'}
              aria-pressed={leadsOpen}
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
      <div style={{ maxWidth: 1280, margin: '0 auto', padding: '0 24px' }}>
        <AdminNav role={role} current={section} />
      </div>
    </header>
  );
}
