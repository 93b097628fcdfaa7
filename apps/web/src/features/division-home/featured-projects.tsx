import { type Division, imageAlt, LIMITS, MESSAGES, type Project } from '@casa/core';
import { useGetFeaturedProjectsQuery } from '@casa/api-client';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import { SectionHeading } from '../../components/section-heading.js';
import styles from './featured-projects.module.css';

/**
 * The projects marked 'Destacado', else the newest of the division; at most 2 either way (docs/product.md §9,
 * docs/decisions/0013-project-drafts-featured-gallery.md). The list is already newest first and has no drafts.
 */
export function featuredProjects(projects: readonly Project[] | undefined): Project[] {
  const all = projects ?? [];
  const chosen = all.filter((project) => project.featured);
  return (chosen.length > 0 ? chosen : all).slice(0, LIMITS.featuredProjects);
}

/**
 * Featured projects (docs/product.md §2, §4): a skeleton while loading, 'Proyectos disponibles próximamente'
 * when there are none, else up to two cards. A card is a plain link: a full page navigation.
 */
export function FeaturedProjects({ division }: { division: Division }) {
  // Only the two the home shows, not the whole list (docs/decisions/0025-project-pages.md).
  const { data, isLoading } = useGetFeaturedProjectsQuery(division);
  const projects = featuredProjects(data);

  return (
    <section className={styles.section} aria-labelledby="featured-title">
      <div className={styles.container}>
        <div className={styles.header}>
          <SectionHeading id="featured-title" eyebrow="Portafolio" title="Proyectos Destacados" />
          <Link to={`/${division}/proyectos`} className={styles.all}>
            Ver todos los proyectos <Icon name="arrow-right" size={16} />
          </Link>
        </div>
        {isLoading ? (
          <div className={styles.grid} aria-busy="true" data-testid="featured-skeleton">
            <span className="sr-only" role="status">
              {MESSAGES.projectsLoading}
            </span>
            {[0, 1].map((index) => (
              <div key={index} className={styles.skeleton} aria-hidden="true">
                <div className={styles.skeletonImage} />
                <div className={styles.skeletonLine} />
                <div className={`${styles.skeletonLine} ${styles.short}`} />
              </div>
            ))}
          </div>
        ) : projects.length === 0 ? (
          <p className={styles.empty}>{MESSAGES.featuredEmpty}</p>
        ) : (
          <ul className={styles.grid}>
            {projects.map((project) => (
              <li key={project.id}>
                {/* A plain <a>: docs/product.md asks for a full page navigation to the detail page. */}
                <a className={styles.card} href={`/${division}/proyecto/${project.id}`} data-testid="featured-project">
                  <div className={styles.media}>
                    <ResponsiveImage
                      className={styles.image}
                      src={project.cover}
                      alt={imageAlt(project, 0)}
                      width={1280}
                      height={960}
                      sizes="(min-width: 768px) 50vw, 100vw"
                    />
                  </div>
                  <div className={styles.body}>
                    <p className={styles.meta}>{[project.projectType, project.location, project.year].filter(Boolean).join(' · ')}</p>
                    <h3 className={styles.name}>{project.name}</h3>
                    {project.scope ? <p className={styles.scope}>{project.scope}</p> : null}
                    <span className={styles.more} aria-hidden="true">
                      Ver proyecto <Icon name="arrow-right" size={16} />
                    </span>
                  </div>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
