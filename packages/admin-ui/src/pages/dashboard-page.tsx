import type { CurrentUser, Project } from '@casa/core';
import { Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authApi } from '../api/auth-endpoints.js';
import type { AppStore } from '@casa/api-client';
import { useGetLeadsSummaryQuery } from '../api/leads-endpoints.js';
import { useGetAdminProjectsQuery } from '../api/projects-endpoints.js';
import { BrandManager } from '../features/brand-manager/brand-manager.js';
import { useCurrentUser, useLogout } from '../features/auth/use-auth.js';
import { DashboardHeader, type DashboardView } from '../features/dashboard/dashboard-header.js';
import { filterProjects, isFiltering, NO_FILTERS, type ProjectFilters } from '../features/dashboard/project-filters.js';
import { ProjectFiltersBar } from '../features/dashboard/project-filters-bar.js';
import { ProjectGrid } from '../features/dashboard/project-grid.js';
import { ProjectViewDialog } from '../features/dashboard/project-view-dialog.js';
import { useDeleteProject } from '../features/dashboard/use-delete-project.js';
import { LeadsView, type LeadsTab } from '../features/leads/leads-view.js';
import { LEADS_REFRESH_MS, useRefetchOnFocus } from '../features/leads/use-auto-refresh.js';
import { ProjectFormDialog } from '../features/project-form/project-form-dialog.js';
import { SettingsScreen } from '../features/settings/settings-screen.js';
import { useShowFlash } from '../shared/flash.js';

type Dialog = 'none' | 'form' | 'view' | 'brands' | 'settings';

/** /admin (docs/product.md §2 "Admin dashboard"): signed-out visitors go to /login and see nothing. */
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
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: CurrentUser }) {
  const isAdmin = user.role === 'admin';
  useShowFlash(); // '¡Inicio de sesión exitoso!' raised by the login screen
  const { logout, isLoggingOut } = useLogout();
  const { data: projects = [], isLoading, error } = useGetAdminProjectsQuery();
  const dispatch = useDispatch<AppStore['dispatch']>();
  const expired = (error as { status?: unknown } | undefined)?.status === 401;
  // CASE: the session ended (expired, or logged out elsewhere): treat it as signed out.
  useEffect(() => {
    if (expired) dispatch(authApi.util.upsertQueryData('me', undefined, null));
  }, [dispatch, expired]);
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

  // The view lives in the URL: /admin?tab=leads, /admin?tab=newsletter, /admin?lead=contact-12 (a link from the e-mail).
  const [params, setParams] = useSearchParams();
  const leadId = params.get('lead');
  const tabParam = params.get('tab');
  const view: DashboardView = leadId || tabParam === 'leads' || tabParam === 'newsletter' ? 'leads' : 'projects';
  const leadsTab: LeadsTab = tabParam === 'newsletter' ? 'newsletter' : 'leads';
  const showLeads = (tab: LeadsTab = 'leads', lead: string | null = null) => setParams(lead ? { tab, lead } : { tab });
  const { data: summary, refetch: refetchSummary } = useGetLeadsSummaryQuery(undefined, { pollingInterval: LEADS_REFRESH_MS });
  useRefetchOnFocus(refetchSummary);

  return (
    <div style={{ minHeight: '100vh', background: '#f7f5f2' }}>
      <DashboardHeader
        username={user.username}
        loggingOut={isLoggingOut}
        view={view}
        newLeads={summary?.new ?? 0}
        onLogout={() => void logout()}
        onShowLeads={() => showLeads()}
        onShowProjects={() => setParams({})}
        onManageBrands={() => open('brands')}
        onAddProject={() => open('form')}
        onSettings={isAdmin ? () => open('settings') : undefined}
      />
      <main style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }}>
        {view === 'leads' ? (
          <LeadsView
            tab={leadsTab}
            onTab={(tab) => showLeads(tab)}
            leadId={leadId}
            onOpenLead={(id) => showLeads('leads', id)}
            onCloseLead={() => showLeads(leadsTab)}
          />
        ) : (
          <>
            {projects.length > 0 ? (
              <ProjectFiltersBar filters={filters} onChange={setFilters} shown={shown.length} total={projects.length} />
            ) : null}
            <ProjectGrid
              projects={shown}
              noMatches={projects.length > 0 && shown.length === 0 && isFiltering(filters)}
              isLoading={isLoading}
              error={error ? ((error as { message?: string }).message ?? 'Error') : null}
              onAdd={() => open('form')}
              onView={(project) => open('view', project)}
              onEdit={(project) => open('form', project)}
              onDelete={(project) => void deleteProject(project)}
            />
          </>
        )}
      </main>
      <ProjectFormDialog open={dialog === 'form'} project={selected} onClose={close} />
      <ProjectViewDialog open={dialog === 'view'} project={selected} onClose={close} />
      <BrandManager open={dialog === 'brands'} onClose={close} />
      {isAdmin ? <SettingsScreen open={dialog === 'settings'} onClose={close} /> : null}
    </div>
  );
}
