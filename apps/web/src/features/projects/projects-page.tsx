import { DIVISION_LABELS, type Division, imageAlt, isDivision, MESSAGES, type Project } from '@casa/core';
import { DIVISION_CONTENT } from '@casa/core/content';
import { useGetProjectsByDivisionQuery } from '@casa/api-client';
import { Link } from 'react-router-dom';
import { heroPhoto, usePageContent } from '../../config/page-content.js';
import { useDivision } from '../../lib/division-context.js';
import { PageHero } from '../../components/page-hero.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import { chooseImageLayout } from './image-layout.js';
import styles from './projects-page.module.css';
import { useRouteMatch } from '../../lib/route-match.js';

// /projects without a division in the URL or in the global value: both divisions, newest first.

function byNewest(a: Project, b: Project): number {
  return (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id - a.id;
}

/** The detail route of a project: with its division when it has a valid one. */
export function projectDetailPath(project: Pick<Project, 'id' | 'division'>): string {
  return isDivision(project.division) ? `/${project.division}/proyecto/${project.id}` : `/proyecto/${project.id}`;
}

/** /:division/proyectos and /projects (docs/product.md §2 "Projects page"). */
export default function ProjectsPage() {
  const params = useRouteMatch();
  const { division: current } = useDivision();
  const division: Division | null = isDivision(params.division) ? params.division : isDivision(current) ? current : null;

  const corporativo = useGetProjectsByDivisionQuery('corporativo', {
    skip: division !== null && division !== 'corporativo',
  });
  const hospitality = useGetProjectsByDivisionQuery('hospitality', {
    skip: division !== null && division !== 'hospitality',
  });
  const queries = division === 'corporativo' ? [corporativo] : division === 'hospitality' ? [hospitality] : [corporativo, hospitality];
  const isLoading = queries.some((query) => query.isLoading);
  const projects = queries.flatMap((query) => query.data ?? []);
  if (division === null) projects.sort(byNewest);

  const content = DIVISION_CONTENT[division ?? 'corporativo'];
  const pageContent = usePageContent();
  const projectsPage = pageContent.divisions[division ?? 'corporativo'].projects;
  const subtitle = division ? projectsPage.subtitle : pageContent.allProjectsSubtitle;

  return (
    <div className={styles.page}>
      <PageHero
        id="projects"
        eyebrow={division ? content.label : undefined}
        title="Nuestros Proyectos"
        subtitle={subtitle}
        image={heroPhoto(projectsPage.heroImage, content.projectsBackground)}
      />

      <section className={styles.list} aria-label="Proyectos" aria-busy={isLoading}>
        {isLoading ? (
          <p className={styles.status} role="status">
            {MESSAGES.projectsLoading}
          </p>
        ) : projects.length === 0 ? (
          <p className={styles.status}>{MESSAGES.projectsEmpty}</p>
        ) : (
          projects.map((project, index) => (
            <ProjectItem key={project.id} project={project} reversed={index % 2 === 1} showDivision={division === null} />
          ))
        )}
      </section>
    </div>
  );
}

function ProjectItem({ project, reversed, showDivision }: { project: Project; reversed: boolean; showDivision: boolean }) {
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

function ProjectImages({ project }: { project: Project }) {
  const layout = chooseImageLayout(project.images);
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
