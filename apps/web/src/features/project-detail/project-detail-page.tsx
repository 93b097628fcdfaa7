import { DIVISION_LABELS, type Division, FALLBACK_GALLERY_URLS, imageAlt, isDivision, MESSAGES, type Project } from '@casa/core';
import { pageHead } from '@casa/core/content';
import { useGetBrandsQuery, useGetProjectQuery } from '@casa/api-client';
import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BackdropImage, ResponsiveImage } from '../../components/responsive-image.js';
import { useDocumentTitle } from '../../lib/document-title.js';
import { useRouteMatch } from '../../lib/route-match.js';
import { Lightbox } from './lightbox.js';
import { resolveProjectBrands } from './project-brands.js';
import styles from './project-detail-page.module.css';
import { useSiteSettings } from '../../config/site-settings.js';

/** /:division/proyecto/:id and /proyecto/:id (docs/product.md §2 "Project detail page"). */
export default function ProjectDetailPage() {
  const match = useRouteMatch();
  const { pathname } = useLocation();
  const settings = useSiteSettings();
  const { projectId: id, division: urlDivision } = match;
  // An id that cannot exist (/proyecto/abc) is not asked for: it is simply not found.
  const { data: project, isLoading, isError } = useGetProjectQuery(id ?? skipToken);
  // The back link follows the URL only: /projects when no division is in it.
  const backTo = urlDivision ? `/${urlDivision}/proyectos` : '/projects';
  const known = !isLoading && !isError && project ? project : null;
  useDocumentTitle(isLoading ? null : pageHead(match, pathname, known, settings).title);

  if (isLoading) {
    return (
      <div className={styles.state} role="status">
        <p>{MESSAGES.projectLoading}</p>
      </div>
    );
  }
  if (!known) {
    return (
      <div className={styles.state}>
        <h1 className={styles.stateTitle}>{MESSAGES.projectNotFoundTitle}</h1>
        <p>{MESSAGES.projectNotFound}</p>
        <Link className={styles.button} to={backTo}>
          Ver todos los proyectos
        </Link>
      </div>
    );
  }
  const division: Division | null = urlDivision ?? (isDivision(known.division) ? known.division : null);
  return <ProjectDetail project={known} division={division} backTo={backTo} />;
}

function ProjectDetail({ project, division, backTo }: { project: Project; division: Division | null; backTo: string }) {
  const hero = project.heroImage ?? project.cover;
  const gallery = project.images.length > 0 ? project.images : FALLBACK_GALLERY_URLS;
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const facts = [project.year === null ? null : String(project.year), project.location || null].filter(
    (item): item is string => item !== null,
  );

  return (
    <div className={styles.page} data-division={division ?? undefined}>
      <section className={styles.hero} aria-labelledby="project-title" data-testid="project-hero">
        <BackdropImage image={{ src: hero, width: 1920, height: 1080 }} />
        <div className={styles.heroOverlay} aria-hidden="true" />
        <div className={styles.heroInner}>
          <Link className={styles.back} to={backTo}>
            <span aria-hidden="true">←</span>Volver a Proyectos
          </Link>
          <div className={styles.heroText}>
            {facts.length > 0 ? (
              <p className={styles.facts}>
                {facts.map((fact) => (
                  <span key={fact} className={styles.fact}>
                    {fact}
                  </span>
                ))}
              </p>
            ) : null}
            <h1 id="project-title" className={styles.heroTitle}>
              {project.heroTitle ?? project.name}
            </h1>
            {project.heroSubtitle ? <p className={styles.heroSubtitle}>{project.heroSubtitle}</p> : null}
            {project.scope ? <p className={styles.heroScope}>{project.scope}</p> : null}
          </div>
        </div>
      </section>

      <div className={styles.body}>
        <div className={styles.main}>
          <section aria-labelledby="details-title" className={styles.section}>
            <h2 id="details-title" className={styles.sectionTitle}>
              Detalles del Proyecto
            </h2>
            <p className={styles.description}>{project.description ?? project.scope}</p>
          </section>

          {project.developmentProcess.length > 0 ? (
            <section aria-labelledby="process-title" className={styles.section}>
              <h2 id="process-title" className={styles.sectionTitle}>
                Proceso de Desarrollo
              </h2>
              <ol className={styles.steps}>
                {project.developmentProcess.map((stage, index) => (
                  <li key={`${stage.title}-${index}`} className={styles.step}>
                    <span className={styles.stepNumber} aria-hidden="true">
                      {index + 1}
                    </span>
                    <div>
                      <h3 className={styles.stepTitle}>{stage.title}</h3>
                      {stage.description ? <p className={styles.stepText}>{stage.description}</p> : null}
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>

        <aside className={styles.sidebar} aria-label="Información del proyecto">
          <section aria-labelledby="specs-title" className={styles.card}>
            <h2 id="specs-title" className={styles.cardTitle}>
              Especificaciones
            </h2>
            <dl className={styles.specs}>
              <div>
                <dt>Proyecto</dt>
                <dd>{project.name}</dd>
              </div>
              {project.year !== null ? (
                <div>
                  <dt>Año</dt>
                  <dd>{project.year}</dd>
                </div>
              ) : null}
              <div>
                <dt>Ubicación</dt>
                <dd>{project.location}</dd>
              </div>
              <div>
                <dt>Alcance</dt>
                <dd>{project.scope}</dd>
              </div>
              <div>
                <dt>División</dt>
                <dd>{isDivision(project.division) ? DIVISION_LABELS[project.division] : project.division}</dd>
              </div>
            </dl>
          </section>

          {project.keyFeatures.length > 0 ? (
            <section aria-labelledby="features-title" className={styles.card}>
              <h2 id="features-title" className={styles.cardTitle}>
                Características del Proyecto
              </h2>
              <ul className={styles.features}>
                {project.keyFeatures.map((feature, index) => (
                  <li key={`${feature}-${index}`}>{feature}</li>
                ))}
              </ul>
            </section>
          ) : null}

          {project.brands.length > 0 ? <ProjectBrands project={project} /> : null}
        </aside>
      </div>

      <section aria-labelledby="gallery-title" className={styles.gallerySection}>
        <h2 id="gallery-title" className={styles.sectionTitle}>
          Imágenes Destacadas
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
                aria-label={`Ver imagen ${index + 1} de ${gallery.length} en grande`}
              >
                <ResponsiveImage
                  className={styles.thumbImage}
                  src={src}
                  alt={gallery === project.images ? imageAlt(project, index) : project.name}
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
        title={project.name}
        alts={gallery === project.images ? gallery.map((_, index) => imageAlt(project, index)) : []}
        returnFocusTo={() => opener.current}
      />
    </div>
  );
}

function ProjectBrands({ project }: { project: Project }) {
  const { data, isLoading, isError } = useGetBrandsQuery();
  if (isLoading) return null;
  const shown = resolveProjectBrands(project.brands, isError ? null : (data ?? []));
  return (
    <section aria-labelledby="brands-title" className={styles.card}>
      <h2 id="brands-title" className={styles.cardTitle}>
        Marcas Utilizadas
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
