import {
  DIVISION_LABELS,
  type Division,
  imageAlt,
  isDivision,
  MESSAGES,
  pageCount,
  type Project,
  type ProjectCard,
  readProjectsSearch,
} from '@casa/core';
import { DIVISION_CONTENT } from '@casa/core/content';
import { projectPageArg, useGetProjectPageQuery } from '@casa/api-client';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { heroPhoto, usePageContent } from '../../config/page-content.js';
import { useDivision } from '../../lib/division-context.js';
import { PageHero } from '../../components/page-hero.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import { chooseImageLayout } from './image-layout.js';
import { Pagination } from './pagination.js';
import { ProjectFilters } from './project-filters.js';
import styles from './projects-page.module.css';
import { useRouteMatch } from '../../lib/route-match.js';

/** The detail route of a project: with its division when it has a valid one. */
export function projectDetailPath(project: Pick<Project, 'id' | 'division'>): string {
  return isDivision(project.division) ? `/${project.division}/proyecto/${project.id}` : `/proyecto/${project.id}`;
}

/**
 * /:division/proyectos and /projects (docs/product.md §2 "Projects page"): 12 projects a page, the
 * page and the filters in the address (?tipo=Hotel&pagina=2), read by the server for the first
 * render and by the router after it (docs/decisions/0025-project-pages.md).
 */
export default function ProjectsPage() {
  const params = useRouteMatch();
  const { pathname, search } = useLocation();
  const { division: current } = useDivision();
  const division: Division | null = isDivision(params.division) ? params.division : isDivision(current) ? current : null;
  const view = readProjectsSearch(new URLSearchParams(search), division);
  const path = pathname.replace(/\/+$/, '') || '/';

  // The previous page stays on screen (aria-busy) while the next one loads.
  const { data, isLoading, isFetching } = useGetProjectPageQuery(projectPageArg(division, view));
  const projects = data?.items ?? [];
  const total = data?.total ?? 0;
  const filtering = Boolean(view.type || view.year !== undefined || view.location);

  // A new page in place: the list's top comes into view, as a new page would show it.
  const list = useRef<HTMLElement>(null);
  const shownPage = `${division}|${search}`;
  const previous = useRef(shownPage);
  useEffect(() => {
    if (previous.current === shownPage) return;
    previous.current = shownPage;
    list.current?.scrollIntoView({ block: 'start' });
  }, [shownPage]);

  const content = DIVISION_CONTENT[division ?? 'corporativo'];
  const pageContent = usePageContent();
  const projectsPage = pageContent.divisions[division ?? 'corporativo'].projects;
  const subtitle = division ? projectsPage.subtitle : pageContent.allProjectsSubtitle;
  const empty = !isLoading && projects.length === 0;

  return (
    <div className={styles.page}>
      <PageHero
        id="projects"
        eyebrow={division ? content.label : undefined}
        title="Nuestros Proyectos"
        subtitle={subtitle}
        image={heroPhoto(projectsPage.heroImage, content.projectsBackground)}
      />

      <section ref={list} className={styles.list} aria-label="Proyectos" aria-busy={isLoading || isFetching} data-testid="projects-list">
        {data && (data.total > 0 || filtering) ? <ProjectFilters path={path} view={view} facets={data.facets} total={total} /> : null}
        {isLoading ? (
          <p className={styles.status} role="status">
            {MESSAGES.projectsLoading}
          </p>
        ) : empty && (filtering || view.page > 1) ? (
          <div className={styles.noResults}>
            <h2 className={styles.noResultsTitle}>Sin resultados</h2>
            <p>{filtering ? 'Ningún proyecto coincide con estos filtros.' : 'Esta página no tiene proyectos.'}</p>
            <Link className={styles.more} to={path}>
              Ver todos los proyectos
            </Link>
          </div>
        ) : empty ? (
          <p className={styles.status}>{MESSAGES.projectsEmpty}</p>
        ) : (
          projects.map((project, index) => (
            <ProjectItem key={project.id} project={project} reversed={index % 2 === 1} showDivision={division === null} />
          ))
        )}
        {data ? <Pagination path={path} view={view} count={pageCount(total, data.pageSize)} /> : null}
      </section>
    </div>
  );
}

function ProjectItem({ project, reversed, showDivision }: { project: ProjectCard; reversed: boolean; showDivision: boolean }) {
  const titleId = `project-${project.id}-title`;
  const meta = [project.year === null ? null : String(project.year), project.location, project.projectType || null].filter(
    (item): item is string => Boolean(item),
  );
  return (
    <article className={`${styles.item} ${reversed ? styles.reversed : ''}`} aria-labelledby={titleId} data-testid="project-item">
      <div className={styles.media}>
        <ProjectImages project={project} />
      </div>
      <div className={styles.text}>
        <p className={styles.meta}>
          {showDivision && isDivision(project.division) ? <span className={styles.badge}>{DIVISION_LABELS[project.division]}</span> : null}
          {meta.map((item, index) => (
            <span key={`${item}-${index}`} className={styles.metaItem}>
              {item}
            </span>
          ))}
        </p>
        <h2 id={titleId} className={styles.name}>
          {project.name}
        </h2>
        {project.scope ? (
          <div className={styles.block}>
            <h3 className={styles.blockTitle}>Alcance del Proyecto</h3>
            <p>{project.scope}</p>
          </div>
        ) : null}
        {project.description ? (
          <div className={styles.block}>
            <h3 className={styles.blockTitle}>Descripción del Trabajo</h3>
            <p className={styles.description}>{project.description}</p>
          </div>
        ) : null}
        <Link className={styles.more} to={projectDetailPath(project)} aria-describedby={titleId}>
          Ver galería completa
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}

function ProjectImages({ project }: { project: ProjectCard }) {
  const layout = chooseImageLayout(project.images, project.imageCount);
  if (layout.kind === 'none') {
    return (
      <div className={styles.noImages} data-layout="none">
        <p>{MESSAGES.noImages}</p>
      </div>
    );
  }
  return (
    <div className={`${styles.gallery} ${styles[layout.kind]}`} data-layout={layout.kind}>
      {layout.tiles.map((tile, index) => (
        <div key={`${tile.src}-${index}`} className={`${styles.tile} ${tile.main ? styles.mainTile : ''}`}>
          <ResponsiveImage
            className={styles.tileImage}
            src={tile.src}
            alt={imageAlt(project, index)}
            width={tile.main ? 1280 : 640}
            height={tile.main ? 800 : 480}
            sizes={tile.sizes}
          />
          {tile.more ? (
            <span className={styles.moreOverlay} data-testid="more-overlay">
              <span aria-hidden="true">+{tile.more}</span>
              <span className="sr-only">{`y ${tile.more} imágenes más`}</span>
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
