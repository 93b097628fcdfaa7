import { type CurrentUser, MESSAGES, type Project } from '@casa/core';
import { Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetAdminProjectsQuery } from '../api/projects-endpoints.js';
import { AccountScreen } from '../features/account/account-screen.js';
import { BrandManager } from '../features/brand-manager/brand-manager.js';
import { useCurrentUser, useLogout } from '../features/auth/use-auth.js';
import { sectionOf } from '../features/dashboard/admin-nav.js';
import { DashboardHeader } from '../features/dashboard/dashboard-header.js';
import { ProjectsToolbar } from '../features/dashboard/projects-toolbar.js';
import { ProjectGrid } from '../features/dashboard/project-grid.js';
import { ProjectViewDialog } from '../features/dashboard/project-view-dialog.js';
import { useDeleteProject } from '../features/dashboard/use-delete-project.js';
import { ProjectFormDialog } from '../features/project-form/project-form-dialog.js';
import { UsersScreen } from '../features/users/users-screen.js';
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

function AdminArea({ user }: { user: CurrentUser }) {
  useShowFlash(); // '¡Inicio de sesión exitoso!' raised by the login screen
  const { logout, isLoggingOut } = useLogout();
  const section = sectionOf(useLocation().pathname);
  return (
    <div style={{ minHeight: '100vh', background: '#f7f5f2' }}>
      <DashboardHeader username={user.username} role={user.role} loggingOut={isLoggingOut} onLogout={() => void logout()} />
      <main style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }}>
        {section === '/admin/usuarios' ? (
          // The server is the authority (403 for editors); this only spares an editor a screen of errors.
          user.role === 'admin' ? (
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
    </div>
  );
}

function ProjectsSection() {
  const { data: projects = [], isLoading, error } = useGetAdminProjectsQuery();
  useSignedOutOn401(error);
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
    <>
      <ProjectsToolbar onManageBrands={() => open('brands')} onAddProject={() => open('form')} />
      <ProjectGrid
        projects={projects}
        isLoading={isLoading}
        error={error ? ((error as { message?: string }).message ?? 'Error') : null}
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
