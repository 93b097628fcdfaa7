import { type Division, imageAlt, LIMITS, type Project, sitePath } from '@casa/core';
import { useGetFeaturedProjectsQuery } from '@casa/api-client';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import { SectionHeading } from '../../components/section-heading.js';
import { useLang, useShownText } from '../../lib/lang.js';
import styles from './featured-projects.module.css';
import { TEXTS } from './texts.js';

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
  const lang = useLang();
  const t = TEXTS[lang];
  const shown = useShownText();

  return (
    <section className={styles.section} aria-labelledby="featured-title">
      <div className={styles.container}>
        <div className={styles.header}>
          <SectionHeading id="featured-title" eyebrow={t.featuredEyebrow} title={t.featuredTitle} />
          <Link to={sitePath('projects', lang, division)} className={styles.all}>
            {t.allProjects} <Icon name="arrow-right" size={16} />
          </Link>
        </div>
        {isLoading ? (
          <div className={styles.grid} aria-busy="true" data-testid="featured-skeleton">
            <span className="sr-only" role="status">
              {t.loading}
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
          <p className={styles.empty}>{t.empty}</p>
        ) : (
          <ul className={styles.grid}>
            {projects.map((project) => {
              const name = shown(project.name, project.en.name);
              const alt = shown(imageAlt(project, 0), project.en.imageAlts[0]);
              const scope = shown(project.scope, project.en.scope);
              const meta = [
                shown(project.projectType, project.en.projectType),
                shown(project.location, project.en.location),
                { text: project.year === null ? '' : String(project.year), lang: undefined },
              ].filter((part) => part.text);
              return (
                <li key={project.id}>
                  {/* A plain <a>: docs/product.md asks for a full page navigation to the detail page. */}
                  <a className={styles.card} href={sitePath('project', lang, division, project.id)} data-testid="featured-project">
                    <div className={styles.media}>
                      <ResponsiveImage
                        className={styles.image}
                        src={project.cover}
                        alt={alt.text}
                        lang={alt.lang}
                        width={1280}
                        height={960}
                        sizes="(min-width: 768px) 50vw, 100vw"
                      />
                    </div>
                    <div className={styles.body}>
                      <p className={styles.meta}>
                        {meta.map((part, index) => (
                          <span key={index} lang={part.lang}>
                            {index > 0 ? ' · ' : ''}
                            {part.text}
                          </span>
                        ))}
                      </p>
                      <h3 className={styles.name} lang={name.lang}>
                        {name.text}
                      </h3>
                      {scope.text ? (
                        <p className={styles.scope} lang={scope.lang}>
                          {scope.text}
                        </p>
                      ) : null}
                      <span className={styles.more} aria-hidden="true">
                        {t.viewProject} <Icon name="arrow-right" size={16} />
                      </span>
                    </div>
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
