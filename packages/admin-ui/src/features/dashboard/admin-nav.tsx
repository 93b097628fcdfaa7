import { theme } from 'antd';
import { Link } from 'react-router-dom';

/** The admin's sections: the /admin/… paths of packages/core/src/routes.ts. */
export const ADMIN_SECTIONS = [
  { path: '/admin', label: 'Proyectos', adminOnly: false },
  { path: '/admin/usuarios', label: 'Usuarios', adminOnly: true },
  { path: '/admin/cuenta', label: 'Mi cuenta', adminOnly: false },
  { path: '/admin/sistema', label: 'Estado del sistema', adminOnly: true },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['path'];

/** The section a path shows; unknown /admin/… paths show the projects. */
export function sectionOf(pathname: string): AdminSection {
  const path = pathname.replace(/\/+$/, '');
  return ADMIN_SECTIONS.find((section) => section.path === path)?.path ?? '/admin';
}

/**
 * Links to the sections this role may use: an editor does not see Usuarios. Hiding is a courtesy;
 * the server answers 403 to whatever an editor sends there. `current` is marked (none while the
 * Solicitudes inbox, opened from the header on /admin?tab=leads, is shown).
 */
export function AdminNav({ role, current }: { role: string; current: AdminSection | null }) {
  const { token } = theme.useToken();
  return (
    <nav aria-label="Secciones del panel">
      <ul style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0, flexWrap: 'wrap' }}>
        {ADMIN_SECTIONS.filter((section) => !section.adminOnly || role === 'admin').map((section) => {
          const active = section.path === current;
          return (
            <li key={section.path}>
              <Link
                to={section.path}
                aria-current={active ? 'page' : undefined}
                style={{
                  display: 'inline-block',
                  padding: '10px 14px',
                  color: active ? token.colorPrimary : 'rgba(0,0,0,0.72)',
                  fontWeight: active ? 600 : 400,
                  borderBottom: `2px solid ${active ? token.colorPrimary : 'transparent'}`,
                  textDecoration: 'none',
                }}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
