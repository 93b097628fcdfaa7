import { type CurrentUser, MESSAGES, type Project } from '@casa/core';
import { Result, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useGetLeadsSummaryQuery } from '../api/leads-endpoints.js';
import { useGetAdminProjectsQuery } from '../api/projects-endpoints.js';
import { AccountScreen } from '../features/account/account-screen.js';
import { BrandManager } from '../features/brand-manager/brand-manager.js';
import { useCurrentUser, useLogout } from '../features/auth/use-auth.js';
import { sectionOf } from '../features/dashboard/admin-nav.js';
import { DashboardHeader } from '../features/dashboard/dashboard-header.js';
import { filterProjects, isFiltering, NO_FILTERS, type ProjectFilters } from '../features/dashboard/project-filters.js';
import { ProjectFiltersBar } from '../features/dashboard/project-filters-bar.js';
import { ProjectsToolbar } from '../features/dashboard/projects-toolbar.js';
import { ProjectGrid } from '../features/dashboard/project-grid.js';
import { ProjectViewDialog } from '../features/dashboard/project-view-dialog.js';
import { useDeleteProject } from '../features/dashboard/use-delete-project.js';
import { LeadsView, type LeadsTab } from '../features/leads/leads-view.js';
import { LEADS_REFRESH_MS, useRefetchOnFocus } from '../features/leads/use-auto-refresh.js';
import { ProjectFormDialog } from '../features/project-form/project-form-dialog.js';
import { SettingsScreen } from '../features/settings/settings-screen.js';
import { UsersScreen } from '../features/users/users-screen.js';
import { failureReason } from '../shared/failure-reason.js';
import { useShowFlash } from '../shared/flash.js';
import { useSignedOutOn401 } from '../shared/session-expired.js';

type Dialog = 'none' | 'form' | 'view' | 'brands';

/**
 * /admin (docs/product.md §2 "Admin dashboard") and its sections /admin/usuarios and /admin/cuenta:
 * signed-out visitors go to /login and see nothing.
 */
export function DashboardPage() {
  const navigate = useNavigate();
  const { user, isChecking } = useCurrentUser();

  useEffect(() => {
    if (!isChecking && !user) navigate('/login', { replace: true });
  }, [isChecking, user, navigate]);

  if (isChecking) {
    return (
      <div role="status" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 12 }}>
        <Spin />
        <Typography.Text>Verificando autenticación...</Typography.Text>
      </div>
    );
  }
  if (!user) return null;
  return <AdminArea user={user} />;
}

/**
 * The header, the navigation and the section the path names. Solicitudes (the leads inbox) is
 * opened from the header and lives in /admin's query (docs/decisions/0009-leads-inbox-and-mail-outbox.md):
 * /admin?tab=leads, /admin?tab=newsletter and /admin?lead=contact-12, the link in a lead's e-mail.
 * Configuración is a drawer over any section, for admins only (docs/decisions/0011-site-settings.md).
 */
function AdminArea({ user }: { user: CurrentUser }) {
  const isAdmin = user.role === 'admin';
  useShowFlash(); // '¡Inicio de sesión exitoso!' raised by the login screen
  const { logout, isLoggingOut } = useLogout();
  const navigate = useNavigate();
  const section = sectionOf(useLocation().pathname);
  const [params] = useSearchParams();
  const leadId = params.get('lead');
  const tabParam = params.get('tab');
  const leadsOpen = section === '/admin' && (leadId !== null || tabParam === 'leads' || tabParam === 'newsletter');
  const leadsTab: LeadsTab = tabParam === 'newsletter' ? 'newsletter' : 'leads';
  // From any section: Solicitudes is always /admin plus its query.
  const showLeads = (tab: LeadsTab = 'leads', lead: string | null = null) =>
    navigate({ pathname: '/admin', search: `?${new URLSearchParams(lead ? { tab, lead } : { tab }).toString()}` });
  const {
    data: summary,
    error: summaryError,
    refetch: refetchSummary,
  } = useGetLeadsSummaryQuery(undefined, { pollingInterval: LEADS_REFRESH_MS });
  useRefetchOnFocus(refetchSummary);
  // The poll is also how an open admin notices a session ended elsewhere (disabled, password reset).
  useSignedOutOn401(summaryError);
  const [settingsOpen, setSettingsOpen] = useState(false);

  return (
    <div style={{ minHeight: '100vh', background: '#f7f5f2' }}>
      <DashboardHeader
        username={user.username}
        role={user.role}
        loggingOut={isLoggingOut}
        section={leadsOpen ? null : section}
        leadsOpen={leadsOpen}
        newLeads={summary?.new ?? 0}
        onLogout={() => void logout()}
        onShowLeads={() => showLeads()}
        onSettings={isAdmin ? () => setSettingsOpen(true) : undefined}
      />
      <main style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }}>
        {leadsOpen ? (
          <>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              Solicitudes
            </Typography.Title>
            <LeadsView
              tab={leadsTab}
              onTab={(tab) => showLeads(tab)}
              leadId={leadId}
              onOpenLead={(id) => showLeads('leads', id)}
              onCloseLead={() => showLeads(leadsTab)}
            />
          </>
        ) : section === '/admin/usuarios' ? (
          // The server is the authority (403 for editors); this only spares an editor a screen of errors.
          isAdmin ? (
            <UsersScreen currentUserId={user.id} />
          ) : (
            <Result status="403" title="Sin permiso" subTitle={MESSAGES.adminOnly} />
          )
        ) : section === '/admin/cuenta' ? (
          <AccountScreen user={user} />
        ) : (
          <ProjectsSection />
        )}
      </main>
      {isAdmin ? <SettingsScreen open={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
    </div>
  );
}

function ProjectsSection() {
  const { data: projects = [], isLoading, error } = useGetAdminProjectsQuery();
  useSignedOutOn401(error);
  const deleteProject = useDeleteProject();
  const [filters, setFilters] = useState<ProjectFilters>(NO_FILTERS);
  const shown = useMemo(() => filterProjects(projects, filters), [projects, filters]);
  const [dialog, setDialog] = useState<Dialog>('none');
  // Kept after closing, so a dialog keeps its title and content while it animates away.
  const [selected, setSelected] = useState<Project | null>(null);
  const open = (kind: Dialog, project: Project | null = null) => {
    setSelected(project);
    setDialog(kind);
  };
  const close = () => setDialog('none');

  return (
    <>
      <ProjectsToolbar onManageBrands={() => open('brands')} onAddProject={() => open('form')} />
      {projects.length > 0 ? (
        <ProjectFiltersBar filters={filters} onChange={setFilters} shown={shown.length} total={projects.length} />
      ) : null}
      <ProjectGrid
        projects={shown}
        noMatches={projects.length > 0 && shown.length === 0 && isFiltering(filters)}
        isLoading={isLoading}
        error={error ? (failureReason(error) ?? MESSAGES.unreadableAnswer) : null}
        onAdd={() => open('form')}
        onView={(project) => open('view', project)}
        onEdit={(project) => open('form', project)}
        onDelete={(project) => void deleteProject(project)}
      />
      <ProjectFormDialog open={dialog === 'form'} project={selected} onClose={close} />
      <ProjectViewDialog open={dialog === 'view'} project={selected} onClose={close} />
      <BrandManager open={dialog === 'brands'} onClose={close} />
    </>
  );
}
