import {
  type Division,
  DIVISION_NAMES,
  FALLBACK_GALLERY_URLS,
  isDivision,
  type Project,
  projectImageAlt,
  projectKeyFeature,
  projectStage,
  projectText,
  sitePath,
} from '@casa/core';
import { pageHead } from '@casa/core/content';
import { useGetBrandsQuery, useGetProjectQuery } from '@casa/api-client';
import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BackdropImage, ResponsiveImage } from '../../components/responsive-image.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useLang } from '../../lib/lang.js';
import { useRouteMatch } from '../../lib/route-match.js';
import { Lightbox } from './lightbox.js';
import { resolveProjectBrands } from './project-brands.js';
import styles from './project-detail-page.module.css';
import { GALLERY, TEXTS } from './texts.js';

/**
 * /:division/proyecto/:id and /proyecto/:id, /en/:division/project/:id and /en/project/:id
 * (docs/product.md §2 "Project detail page"). An English page shows the project's English texts
 * where written, else the Spanish ones marked lang="es".
 */
export default function ProjectDetailPage() {
  const match = useRouteMatch();
  const text = TEXTS[match.lang];
  const { pathname } = useLocation();
  const settings = useSiteSettings();
  const { projectId: id, division: urlDivision } = match;
  // An id that cannot exist (/proyecto/abc) is not asked for: it is simply not found.
  const { data: project, isLoading, isError } = useGetProjectQuery(id ?? skipToken);
  // The back link follows the URL only: /projects when no division is in it.
  const backTo = sitePath('projects', match.lang, urlDivision);
  const known = !isLoading && !isError && project ? project : null;
  useDocumentTitle(isLoading ? null : pageHead(match, pathname, known, settings).title);

  if (isLoading) {
    return (
      <div className={styles.state} role="status">
        <p>{text.loading}</p>
      </div>
    );
  }
  if (!known) {
    return (
      <div className={styles.state}>
        <h1 className={styles.stateTitle}>{text.notFoundTitle}</h1>
        <p>{text.notFound}</p>
        <Link className={styles.button} to={backTo}>
          {text.seeAll}
        </Link>
      </div>
    );
  }
  const division: Division | null = urlDivision ?? (isDivision(known.division) ? known.division : null);
  return <ProjectDetail project={known} division={division} backTo={backTo} />;
}

function ProjectDetail({ project, division, backTo }: { project: Project; division: Division | null; backTo: string }) {
  const lang = useLang();
  const text = TEXTS[lang];
  const field = (name: Parameters<typeof projectText>[1]) => projectText(project, name, lang);
  const name = field('name');
  const location = field('location');
  const scope = field('scope');
  // A project without its own hero title or description shows its name or scope there, in both languages.
  const heroTitle = project.heroTitle ? field('heroTitle') : name;
  const heroSubtitle = field('heroSubtitle');
  const description = project.description ? field('description') : scope;
  const hero = project.heroImage ?? project.cover;
  const gallery = project.images.length > 0 ? project.images : FALLBACK_GALLERY_URLS;
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const facts = [{ text: project.year === null ? '' : String(project.year), lang: undefined }, location].filter((fact) => fact.text !== '');
  const alts = gallery === project.images ? gallery.map((_, index) => projectImageAlt(project, index, lang).text) : [];

  return (
    <div className={styles.page} data-division={division ?? undefined}>
      <section className={styles.hero} aria-labelledby="project-title" data-testid="project-hero">
        <BackdropImage image={{ src: hero, width: 1920, height: 1080 }} />
        <div className={styles.heroOverlay} aria-hidden="true" />
        <div className={styles.heroInner}>
          <Link className={styles.back} to={backTo}>
            <span aria-hidden="true">←</span>
            {text.back}
          </Link>
          <div className={styles.heroText}>
            {facts.length > 0 ? (
              <p className={styles.facts}>
                {facts.map((fact) => (
                  <span key={fact.text} className={styles.fact} lang={fact.lang}>
                    {fact.text}
                  </span>
                ))}
              </p>
            ) : null}
            <h1 id="project-title" className={styles.heroTitle} lang={heroTitle.lang}>
              {heroTitle.text}
            </h1>
            {heroSubtitle.text ? (
              <p className={styles.heroSubtitle} lang={heroSubtitle.lang}>
                {heroSubtitle.text}
              </p>
            ) : null}
            {scope.text ? (
              <p className={styles.heroScope} lang={scope.lang}>
                {scope.text}
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <div className={styles.body}>
        <div className={styles.main}>
          <section aria-labelledby="details-title" className={styles.section}>
            <h2 id="details-title" className={styles.sectionTitle}>
              {text.details}
            </h2>
            <p className={styles.description} lang={description.lang}>
              {description.text}
            </p>
          </section>

          {project.developmentProcess.length > 0 ? (
            <section aria-labelledby="process-title" className={styles.section}>
              <h2 id="process-title" className={styles.sectionTitle}>
                {text.process}
              </h2>
              <ol className={styles.steps}>
                {project.developmentProcess.map((stage, index) => {
                  const shown = projectStage(project, index, lang);
                  return (
                    <li key={`${stage.title}-${index}`} className={styles.step}>
                      <span className={styles.stepNumber} aria-hidden="true">
                        {index + 1}
                      </span>
                      <div>
                        <h3 className={styles.stepTitle} lang={shown.title.lang}>
                          {shown.title.text}
                        </h3>
                        {shown.description.text ? (
                          <p className={styles.stepText} lang={shown.description.lang}>
                            {shown.description.text}
                          </p>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ol>
            </section>
          ) : null}
        </div>

        <aside className={styles.sidebar} aria-label={text.sidebar}>
          <section aria-labelledby="specs-title" className={styles.card}>
            <h2 id="specs-title" className={styles.cardTitle}>
              {text.specs}
            </h2>
            <dl className={styles.specs}>
              <div>
                <dt>{text.project}</dt>
                <dd lang={name.lang}>{name.text}</dd>
              </div>
              {project.year !== null ? (
                <div>
                  <dt>{text.year}</dt>
                  <dd>{project.year}</dd>
                </div>
              ) : null}
              <div>
                <dt>{text.location}</dt>
                <dd lang={location.lang}>{location.text}</dd>
              </div>
              <div>
                <dt>{text.scope}</dt>
                <dd lang={scope.lang}>{scope.text}</dd>
              </div>
              <div>
                <dt>{text.division}</dt>
                <dd>{isDivision(project.division) ? DIVISION_NAMES[lang][project.division] : project.division}</dd>
              </div>
            </dl>
          </section>

          {project.keyFeatures.length > 0 ? (
            <section aria-labelledby="features-title" className={styles.card}>
              <h2 id="features-title" className={styles.cardTitle}>
                {text.features}
              </h2>
              <ul className={styles.features}>
                {project.keyFeatures.map((feature, index) => {
                  const shown = projectKeyFeature(project, index, lang);
                  return (
                    <li key={`${feature}-${index}`} lang={shown.lang}>
                      {shown.text}
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}

          {project.brands.length > 0 ? <ProjectBrands project={project} /> : null}
        </aside>
      </div>

      <section aria-labelledby="gallery-title" className={styles.gallerySection}>
        <h2 id="gallery-title" className={styles.sectionTitle}>
          {text.gallery}
        </h2>
        <ul className={styles.gallery} data-testid="project-gallery">
          {gallery.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setLightboxIndex(index);
                }}
                aria-label={GALLERY[lang].open(index + 1, gallery.length)}
              >
                <ResponsiveImage
                  className={styles.thumbImage}
                  src={src}
                  alt={alts[index] ?? name.text}
                  width={960}
                  height={720}
                  sizes="(min-width: 1280px) 300px, (min-width: 640px) 33vw, 50vw"
                />
              </button>
            </li>
          ))}
        </ul>
      </section>

      <Lightbox
        images={gallery}
        index={lightboxIndex}
        onIndexChange={setLightboxIndex}
        title={name.text}
        alts={alts}
        returnFocusTo={() => opener.current}
      />
    </div>
  );
}

function ProjectBrands({ project }: { project: Project }) {
  const text = TEXTS[useLang()];
  const { data, isLoading, isError } = useGetBrandsQuery();
  if (isLoading) return null;
  const shown = resolveProjectBrands(project.brands, isError ? null : (data ?? []));
  return (
    <section aria-labelledby="brands-title" className={styles.card}>
      <h2 id="brands-title" className={styles.cardTitle}>
        {text.brands}
      </h2>
      <ul className={styles.brands}>
        {shown.map((brand) => (
          <li key={brand.id} className={styles.brand}>
            {brand.logoUrl ? (
              <ResponsiveImage className={styles.brandLogo} src={brand.logoUrl} alt="" width={96} height={40} sizes="96px" />
            ) : null}
            <span>{brand.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
