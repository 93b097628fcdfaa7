import { type Role, ROLES } from '@casa/core';
import type { ReactNode } from 'react';
import { SummaryScreen } from '../features/leads/summary-screen.js';
import { PageContentScreen } from '../features/page-content/page-content-screen.js';
import { ActivityScreen } from '../features/activity/activity-screen.js';
import { SettingsScreen } from '../features/settings/settings-screen.js';
import { SystemScreen } from '../features/system/system-screen.js';
import { AccountPage } from '../pages/account-page.js';
import { LeadsPage } from '../pages/leads-page.js';
import { ProjectsPage } from '../pages/projects-page.js';
import { UsersPage } from '../pages/users-page.js';
import { ADMIN_PATHS } from '../shared/admin-paths.js';

/** Figures the header keeps fresh for the navigation's badges. */
export interface AdminCounts {
  newLeads: number;
}

/** One screen of the admin. */
export interface AdminSection {
  /** Its address. */
  path: string;
  /** The name of an optional last segment the screen reads (the lead its panel shows). */
  param?: string;
  /** Its link in the navigation. */
  label: string;
  /** Who may open it; anyone else sees the 403 result (and the server refuses their calls anyway). */
  roles: readonly Role[];
  element: ReactNode;
  /** Reached from another section's link instead of its own (Boletín is a tab of Solicitudes). */
  partOf?: string;
  /** A figure shown beside the link, and how a screen reader says it. */
  badge?: { count: keyof AdminCounts; describe: (count: number) => string };
}

const STAFF = ROLES;
const ADMINS: readonly Role[] = ['admin'];

/**
 * Every screen of the admin, in the navigation's order (docs/decisions/0018-admin-urls.md): the
 * routes, the links, the role check and /admin's first screen all come from this list, so a new
 * screen is one entry.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  // First: /admin lands here (docs/product.md §6).
  { path: ADMIN_PATHS.summary, label: 'Resumen', roles: STAFF, element: <SummaryScreen /> },
  { path: ADMIN_PATHS.projects, param: 'projectId', label: 'Proyectos', roles: STAFF, element: <ProjectsPage /> },
  {
    path: ADMIN_PATHS.leads,
    param: 'leadId',
    label: 'Solicitudes',
    roles: STAFF,
    element: <LeadsPage tab="leads" />,
    badge: { count: 'newLeads', describe: (count) => `${count} nuevas` },
  },
  { path: ADMIN_PATHS.newsletter, label: 'Boletín', roles: STAFF, element: <LeadsPage tab="newsletter" />, partOf: ADMIN_PATHS.leads },
  { path: ADMIN_PATHS.pages, label: 'Páginas', roles: STAFF, element: <PageContentScreen /> },
  { path: ADMIN_PATHS.settings, label: 'Configuración', roles: ADMINS, element: <SettingsScreen /> },
  { path: ADMIN_PATHS.users, label: 'Usuarios', roles: ADMINS, element: <UsersPage /> },
  { path: ADMIN_PATHS.account, label: 'Mi cuenta', roles: STAFF, element: <AccountPage /> },
  { path: ADMIN_PATHS.system, label: 'Estado del sistema', roles: ADMINS, element: <SystemScreen /> },
  { path: ADMIN_PATHS.activity, label: 'Actividad', roles: ADMINS, element: <ActivityScreen /> },
];

export function mayOpen(section: AdminSection, role: string): boolean {
  return section.roles.some((allowed) => allowed === role);
}

/** Where /admin leads: the first screen this role may open (null: not signed in yet, the first screen). */
export function firstScreenFor(role: string | null): string {
  return ADMIN_SECTIONS.find((section) => role === null || mayOpen(section, role))?.path ?? ADMIN_PATHS.account;
}
