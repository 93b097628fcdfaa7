import { useGetProjectQuery } from '@casa/api-client';
import { MESSAGES, pageCount, parseProjectId, type Project, PROJECT_PAGING } from '@casa/core';
import { Alert, Button, Pagination } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useGetAdminProjectPageQuery } from '../api/projects-endpoints.js';
import { BrandManager } from '../features/brand-manager/brand-manager.js';
import { ProjectFormDialog } from '../features/project-form/project-form-dialog.js';
import { isFiltering, NO_FILTERS, pageQuery, type ProjectFilters } from '../features/projects/project-filters.js';
import { ProjectFiltersBar } from '../features/projects/project-filters-bar.js';
import { ProjectGrid } from '../features/projects/project-grid.js';
import { ProjectViewDialog } from '../features/projects/project-view-dialog.js';
import { ProjectsToolbar } from '../features/projects/projects-toolbar.js';
import { useDebounced } from '../features/projects/use-debounced.js';
import { useDeleteProject } from '../features/projects/use-delete-project.js';
import { ADMIN_PATHS, NEW_PROJECT } from '../shared/admin-paths.js';
import { failureReason } from '../shared/failure-reason.js';
import { useSignedOutOn401 } from '../shared/session-expired.js';
import { useKeptWhileClosing } from '../shared/use-kept-while-closing.js';
import { useOverlayRoute } from '../shared/use-overlay-route.js';
import styles from './pages.module.css';

/** What /admin/proyectos/:projectId asks the form for. */
type FormTarget = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; project: Project } | { kind: 'loading' } | { kind: 'missing' };

function formTarget(segment: string | undefined, id: number | null, project: Project | null | undefined, isLoading: boolean): FormTarget {
  if (segment === undefined) return { kind: 'none' };
  if (segment === NEW_PROJECT) return { kind: 'new' };
  if (project) return { kind: 'edit', project };
  return isLoading && id !== null ? { kind: 'loading' } : { kind: 'missing' };
}

/**
 * Proyectos (docs/product.md §2 "Admin dashboard"): 24 cards a page with their search and filters,
 * both answered by the server (docs/decisions/0025-project-pages.md); the project form has its own
 * address over them, /admin/proyectos/nuevo and /admin/proyectos/12, and reads the whole project
 * by its id, as 'Ver' does.
 */
export function ProjectsPage() {
  const { projectId } = useParams();
  const [filters, setFilters] = useState<ProjectFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  // The search is sent once typing pauses; the division and status at once.
  const search = useDebounced(filters.search, 250);
  // currentData: the answer for this very page and these filters, never the previous one, so the
  // cards on screen always match the filters shown (the spinner shows meanwhile).
  const { data, currentData, isLoading, isFetching, error } = useGetAdminProjectPageQuery(pageQuery({ ...filters, search }, page));
  const filtering = isFiltering(filters);
  // How many projects there are in all, for '3 de 120 proyectos' while filtering.
  const { data: all } = useGetAdminProjectPageQuery({ page: 1, pageSize: 1 }, { skip: !filtering });
  useSignedOutOn401(error);
  const projects = currentData?.items ?? [];
  // The previous answer's total keeps the filters bar and the page numbers in place while the next loads.
  const total = (currentData ?? data)?.total ?? 0;
  const pages = pageCount(total, PROJECT_PAGING.adminPageSize);
  // A page emptied by a deletion (or by a project moved away) steps back to the last page (state
  // adjusted while rendering, as React advises for state that follows another answer).
  if (currentData && currentData.items.length === 0 && page > pages) setPage(pages);

  const editId = projectId === undefined || projectId === NEW_PROJECT ? null : parseProjectId(projectId);
  const edited = useGetProjectQuery(editId ?? 0, { skip: editId === null });
  const deleteProject = useDeleteProject();
  const form = useOverlayRoute(ADMIN_PATHS.projects);
  const target = formTarget(projectId, editId, editId === null ? undefined : edited.data, edited.isLoading || edited.isFetching);
  const formOpen = target.kind === 'new' || target.kind === 'edit';
  const formProject = useKeptWhileClosing(target.kind === 'edit' ? target.project : null, formOpen);
  // 'Ver' and 'Gestionar Marcas' open over the list without an address of their own.
  const [viewed, setViewed] = useState<Project | null>(null);
  const viewedWhole = useGetProjectQuery(viewed?.id ?? 0, { skip: viewed === null });
  const shownInView = useKeptWhileClosing(viewed ? (viewedWhole.data ?? viewed) : null, viewed !== null);
  const [brandsOpen, setBrandsOpen] = useState(false);
  const addProject = () => form.open(ADMIN_PATHS.project(NEW_PROJECT));
  const changeFilters = (next: ProjectFilters) => {
    setFilters(next);
    setPage(1);
  };

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
      {total > 0 || filtering ? (
        <ProjectFiltersBar filters={filters} onChange={changeFilters} shown={total} total={filtering ? (all?.total ?? total) : total} />
      ) : null}
      <ProjectGrid
        projects={projects}
        noMatches={currentData?.total === 0 && filtering}
        isLoading={isLoading || (currentData === undefined && isFetching)}
        isFetching={isFetching}
        error={error ? (failureReason(error) ?? MESSAGES.unreadableAnswer) : null}
        onAdd={addProject}
        onView={setViewed}
        onEdit={(project) => form.open(ADMIN_PATHS.project(project.id))}
        onDelete={(project) => void deleteProject(project)}
      />
      {pages > 1 ? (
        <Pagination
          className={styles.pagination}
          align="center"
          current={Math.min(page, pages)}
          pageSize={PROJECT_PAGING.adminPageSize}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
      <ProjectFormDialog open={formOpen} project={formProject} onClose={form.close} />
      <ProjectViewDialog open={viewed !== null} project={shownInView} onClose={() => setViewed(null)} />
      <BrandManager open={brandsOpen} onClose={() => setBrandsOpen(false)} />
    </>
  );
}
