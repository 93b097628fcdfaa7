import type { CurrentUser, Project } from '@casa/core';
import { Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { authApi } from '../api/auth-endpoints.js';
import type { AppStore } from '@casa/api-client';
import { useGetAdminProjectsQuery } from '../api/projects-endpoints.js';
import { BrandManager } from '../features/brand-manager/brand-manager.js';
import { useCurrentUser, useLogout } from '../features/auth/use-auth.js';
import { DashboardHeader } from '../features/dashboard/dashboard-header.js';
import { ProjectGrid } from '../features/dashboard/project-grid.js';
import { ProjectViewDialog } from '../features/dashboard/project-view-dialog.js';
import { useDeleteProject } from '../features/dashboard/use-delete-project.js';
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
  const [dialog, setDialog] = useState<Dialog>('none');
  // Kept after closing, so a dialog keeps its title and content while it animates away.
  const [selected, setSelected] = useState<Project | null>(null);
  const open = (kind: Dialog, project: Project | null = null) => {
    setSelected(project);
    setDialog(kind);
  };
  const close = () => setDialog('none');

  return (
    <div style={{ minHeight: '100vh', background: '#f7f5f2' }}>
      <DashboardHeader
        username={user.username}
        loggingOut={isLoggingOut}
        onLogout={() => void logout()}
        onManageBrands={() => open('brands')}
        onAddProject={() => open('form')}
        onSettings={isAdmin ? () => open('settings') : undefined}
      />
      <main style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }}>
        <ProjectGrid
          projects={projects}
          isLoading={isLoading}
          error={error ? ((error as { message?: string }).message ?? 'Error') : null}
          onAdd={() => open('form')}
          onView={(project) => open('view', project)}
          onEdit={(project) => open('form', project)}
          onDelete={(project) => void deleteProject(project)}
        />
      </main>
      <ProjectFormDialog open={dialog === 'form'} project={selected} onClose={close} />
      <ProjectViewDialog open={dialog === 'view'} project={selected} onClose={close} />
      <BrandManager open={dialog === 'brands'} onClose={close} />
      {isAdmin ? <SettingsScreen open={dialog === 'settings'} onClose={close} /> : null}
    </div>
  );
}
