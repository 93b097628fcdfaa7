import { MESSAGES, parseProjectId, type Project } from '@casa/core';
import { Alert, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useGetAdminProjectsQuery } from '../api/projects-endpoints.js';
import { BrandManager } from '../features/brand-manager/brand-manager.js';
import { ProjectFormDialog } from '../features/project-form/project-form-dialog.js';
import { filterProjects, isFiltering, NO_FILTERS, type ProjectFilters } from '../features/projects/project-filters.js';
import { ProjectFiltersBar } from '../features/projects/project-filters-bar.js';
import { ProjectGrid } from '../features/projects/project-grid.js';
import { ProjectViewDialog } from '../features/projects/project-view-dialog.js';
import { ProjectsToolbar } from '../features/projects/projects-toolbar.js';
import { useDeleteProject } from '../features/projects/use-delete-project.js';
import { ADMIN_PATHS, NEW_PROJECT } from '../shared/admin-paths.js';
import { failureReason } from '../shared/failure-reason.js';
import { useSignedOutOn401 } from '../shared/session-expired.js';
import { useKeptWhileClosing } from '../shared/use-kept-while-closing.js';
import { useOverlayRoute } from '../shared/use-overlay-route.js';
import styles from './pages.module.css';

/** What /admin/proyectos/:projectId asks the form for. */
type FormTarget = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; project: Project } | { kind: 'loading' } | { kind: 'missing' };

function formTarget(segment: string | undefined, projects: readonly Project[], isLoading: boolean): FormTarget {
  if (segment === undefined) return { kind: 'none' };
  if (segment === NEW_PROJECT) return { kind: 'new' };
  const id = parseProjectId(segment);
  const project = id === null ? undefined : projects.find((candidate) => candidate.id === id);
  if (project) return { kind: 'edit', project };
  return isLoading && id !== null ? { kind: 'loading' } : { kind: 'missing' };
}

/**
 * Proyectos (docs/product.md §2 "Admin dashboard"): the cards with their search and filters; the
 * project form has its own address over them, /admin/proyectos/nuevo and /admin/proyectos/12.
 */
export function ProjectsPage() {
  const { projectId } = useParams();
  const { data: projects = [], isLoading, error } = useGetAdminProjectsQuery();
  useSignedOutOn401(error);
  const deleteProject = useDeleteProject();
  const [filters, setFilters] = useState<ProjectFilters>(NO_FILTERS);
  const shown = useMemo(() => filterProjects(projects, filters), [projects, filters]);
  const form = useOverlayRoute(ADMIN_PATHS.projects);
  const target = formTarget(projectId, projects, isLoading);
  const formOpen = target.kind === 'new' || target.kind === 'edit';
  const formProject = useKeptWhileClosing(target.kind === 'edit' ? target.project : null, formOpen);
  // 'Ver' and 'Gestionar Marcas' open over the list without an address of their own.
  const [viewed, setViewed] = useState<Project | null>(null);
  const shownInView = useKeptWhileClosing(viewed, viewed !== null);
  const [brandsOpen, setBrandsOpen] = useState(false);
  const addProject = () => form.open(ADMIN_PATHS.project(NEW_PROJECT));

  return (
    <>
      <ProjectsToolbar onManageBrands={() => setBrandsOpen(true)} onAddProject={addProject} />
      {target.kind === 'missing' ? (
        <Alert
          type="warning"
          showIcon
          className={styles.notice}
          title={MESSAGES.projectNotFoundTitle}
          description={MESSAGES.projectNotFound}
          action={<Button onClick={form.close}>Volver a Proyectos</Button>}
        />
      ) : null}
      {projects.length > 0 ? (
        <ProjectFiltersBar filters={filters} onChange={setFilters} shown={shown.length} total={projects.length} />
      ) : null}
      <ProjectGrid
        projects={shown}
        noMatches={projects.length > 0 && shown.length === 0 && isFiltering(filters)}
        isLoading={isLoading}
        error={error ? (failureReason(error) ?? MESSAGES.unreadableAnswer) : null}
        onAdd={addProject}
        onView={setViewed}
        onEdit={(project) => form.open(ADMIN_PATHS.project(project.id))}
        onDelete={(project) => void deleteProject(project)}
      />
      <ProjectFormDialog open={formOpen} project={formProject} onClose={form.close} />
      <ProjectViewDialog open={viewed !== null} project={shownInView} onClose={() => setViewed(null)} />
      <BrandManager open={brandsOpen} onClose={() => setBrandsOpen(false)} />
    </>
  );
}
