import {
  type Division,
  DIVISION_NAMES,
  isDivision,
  type Lang,
  pageCount,
  type Project,
  type ProjectCard,
  projectImageAlt,
  projectText,
  readProjectsSearch,
  shownText,
  type ShownText,
  sitePath,
} from '@casa/core';
import { DIVISION_CONTENT } from '@casa/core/content';
import { projectPageArg, useGetProjectPageQuery } from '@casa/api-client';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { heroPhoto, usePageContent } from '../../config/page-content.js';
import { useDivision } from '../../lib/division-context.js';
import { useLang } from '../../lib/lang.js';
import { PageHero } from '../../components/page-hero.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import { useRouteMatch } from '../../lib/route-match.js';
import { chooseImageLayout } from './image-layout.js';
import { Pagination } from './pagination.js';
import { ProjectFilters, typeName } from './project-filters.js';
import styles from './projects-page.module.css';
import { COUNTS, TEXTS } from './texts.js';

/** The detail route of a project in a language: with its division when it has a valid one. */
export function projectDetailPath(project: Pick<Project, 'id' | 'division'>, lang: Lang = 'es'): string {
  return sitePath('project', lang, isDivision(project.division) ? project.division : null, project.id);
}

/** The type an English page shows for a project: its English type, else the English name of a known type, else the Spanish one. */
function shownType(project: ProjectCard, lang: Lang): ShownText {
  const own = projectText(project, 'projectType', lang);
  return own.lang === 'es' ? typeName(project.projectType, lang) : own;
}

/**
 * /:division/proyectos and /projects, /en/:division/projects and /en/projects (docs/product.md §2
 * "Projects page"): 12 projects a page, the
 * page and the filters in the address (?tipo=Hotel&pagina=2), read by the server for the first
 * render and by the router after it (docs/decisions/0025-project-pages.md).
 */
export default function ProjectsPage() {
  const params = useRouteMatch();
  const { lang } = params;
  const text = TEXTS[lang];
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
  const english = pageContent.en;
  // An English page without its own subtitle shows the Spanish one, marked lang="es".
  const subtitle = division
    ? shownText(projectsPage.subtitle, english.divisions[division].projects.subtitle, lang)
    : shownText(pageContent.allProjectsSubtitle, english.allProjectsSubtitle, lang);
  const empty = !isLoading && projects.length === 0;

  return (
    <div className={styles.page}>
      <PageHero
        id="projects"
        eyebrow={division ? (lang === 'en' ? DIVISION_NAMES.en[division].toLocaleUpperCase('en') : content.label) : undefined}
        title={text.title}
        subtitle={subtitle.text}
        subtitleLang={subtitle.lang}
        image={heroPhoto(projectsPage.heroImage, content.projectsBackground)}
      />

      <section ref={list} className={styles.list} aria-label={text.list} aria-busy={isLoading || isFetching} data-testid="projects-list">
        {data && (data.total > 0 || filtering) ? <ProjectFilters path={path} view={view} facets={data.facets} total={total} /> : null}
        {isLoading ? (
          <p className={styles.status} role="status">
            {text.loading}
          </p>
        ) : empty && (filtering || view.page > 1) ? (
          <div className={styles.noResults}>
            <h2 className={styles.noResultsTitle}>{text.noResultsTitle}</h2>
            <p>{filtering ? text.noMatch : text.emptyPage}</p>
            <Link className={styles.more} to={path}>
              {text.seeAll}
            </Link>
          </div>
        ) : empty ? (
          <p className={styles.status}>{text.empty}</p>
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
  const lang = useLang();
  const text = TEXTS[lang];
  const titleId = `project-${project.id}-title`;
  const name = projectText(project, 'name', lang);
  const scope = projectText(project, 'scope', lang);
  const description = projectText(project, 'description', lang);
  const meta: ShownText[] = [
    { text: project.year === null ? '' : String(project.year), lang: undefined },
    projectText(project, 'location', lang),
    shownType(project, lang),
  ].filter((item) => item.text !== '');
  return (
    <article className={`${styles.item} ${reversed ? styles.reversed : ''}`} aria-labelledby={titleId} data-testid="project-item">
      <div className={styles.media}>
        <ProjectImages project={project} />
      </div>
      <div className={styles.text}>
        <p className={styles.meta}>
          {showDivision && isDivision(project.division) ? (
            <span className={styles.badge}>{DIVISION_NAMES[lang][project.division]}</span>
          ) : null}
          {meta.map((item, index) => (
            <span key={`${item.text}-${index}`} className={styles.metaItem} lang={item.lang}>
              {item.text}
            </span>
          ))}
        </p>
        <h2 id={titleId} className={styles.name} lang={name.lang}>
          {name.text}
        </h2>
        {scope.text ? (
          <div className={styles.block}>
            <h3 className={styles.blockTitle}>{text.scope}</h3>
            <p lang={scope.lang}>{scope.text}</p>
          </div>
        ) : null}
        {description.text ? (
          <div className={styles.block}>
            <h3 className={styles.blockTitle}>{text.description}</h3>
            <p className={styles.description} lang={description.lang}>
              {description.text}
            </p>
          </div>
        ) : null}
        <Link className={styles.more} to={projectDetailPath(project, lang)} aria-describedby={titleId}>
          {text.gallery}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}

function ProjectImages({ project }: { project: ProjectCard }) {
  const lang = useLang();
  const layout = chooseImageLayout(project.images, project.imageCount);
  if (layout.kind === 'none') {
    return (
      <div className={styles.noImages} data-layout="none">
        <p>{TEXTS[lang].noImages}</p>
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
            alt={projectImageAlt(project, index, lang).text}
            width={tile.main ? 1280 : 640}
            height={tile.main ? 800 : 480}
            sizes={tile.sizes}
          />
          {tile.more ? (
            <span className={styles.moreOverlay} data-testid="more-overlay">
              <span aria-hidden="true">+{tile.more}</span>
              <span className="sr-only">{COUNTS[lang].moreImages(tile.more)}</span>
            </span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
