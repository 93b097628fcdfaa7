import { Badge } from 'antd';
import { Link, matchPath, useLocation } from 'react-router-dom';
import styles from './admin-layout.module.css';
import { ADMIN_SECTIONS, type AdminCounts, type AdminSection, mayOpen } from './sections.js';

/** The section whose link stands for the screen at `pathname` (Boletín's is Solicitudes), if any. */
function currentLink(pathname: string): string | null {
  const section = ADMIN_SECTIONS.find((candidate) => matchPath({ path: candidate.path, end: false }, pathname));
  return section ? (section.partOf ?? section.path) : null;
}

function countOf(section: AdminSection, counts: AdminCounts): number {
  return section.badge ? counts[section.badge.count] : 0;
}

/**
 * Links to the screens this role may open (app/sections.tsx): an editor does not see Usuarios nor
 * Configuración. Hiding is a courtesy; the server answers 403 to whatever an editor sends there.
 */
export function AdminNav({ role, counts }: { role: string; counts: AdminCounts }) {
  const current = currentLink(useLocation().pathname);
  return (
    <nav aria-label="Secciones del panel">
      <ul className={styles.navList}>
        {ADMIN_SECTIONS.filter((section) => !section.partOf && mayOpen(section, role)).map((section) => {
          const count = countOf(section, counts);
          return (
            <li key={section.path}>
              <Link
                to={section.path}
                className={styles.navLink}
                aria-current={section.path === current ? 'page' : undefined}
                aria-label={section.badge && count > 0 ? `${section.label} (${section.badge.describe(count)})` : undefined}
              >
                {section.label}
                {count > 0 ? <Badge count={count} overflowCount={99} /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
