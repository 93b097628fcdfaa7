import { type Division, isDivision } from '@casa/core';
import { DIVISION_CONTENT } from '@casa/core/content';
import { Link } from 'react-router-dom';
import buttons from '../../components/button.module.css';
import { PageHero } from '../../components/page-hero.js';
import { heroPhoto, processOf, servicesOf, usePageContent } from '../../config/page-content.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { SectionHeading } from '../../components/section-heading.js';
import { ServicesGrid } from '../../components/services-grid.js';
import { ProcessSteps } from './process-steps.js';
import styles from './services-page.module.css';
import { useRouteMatch } from '../../lib/route-match.js';

/** /{division}/servicios: 'Nuestros Servicios' hero, the six services and 'Nuestro Proceso'. */
export default function ServicesPage() {
  const params = useRouteMatch();
  const division: Division = isDivision(params.division) ? params.division : 'corporativo';
  const content = DIVISION_CONTENT[division];
  const blurb = useSiteSettings().divisions[division].blurb;
  const pages = usePageContent().divisions[division];
  const heroImage = heroPhoto(pages.services.heroImage, content.services[1]?.image ?? content.backgroundImage);

  return (
    <>
      <PageHero id="services-hero" eyebrow={content.label} title={pages.services.heroTitle} subtitle={blurb} image={heroImage} />

      <section className={styles.services} aria-labelledby="services-list-title">
        <div className={styles.container}>
          <SectionHeading id="services-list-title" eyebrow="Lo que hacemos" title="Soluciones completas para su proyecto" />
          <ServicesGrid services={servicesOf(content, pages)} />
        </div>
      </section>

      <section id="proceso" className={styles.process} aria-labelledby="process-title">
        <div className={styles.container}>
          <SectionHeading
            id="process-title"
            eyebrow="Cómo trabajamos"
            title="Nuestro Proceso"
            intro={pages.services.processIntro}
            tone="dark"
          />
          <ProcessSteps steps={processOf(pages)} />
        </div>
      </section>

      <section className={styles.cta} aria-labelledby="services-cta-title">
        <div className={styles.container}>
          <h2 id="services-cta-title" className={styles.ctaTitle}>
            ¿Listo para empezar su proyecto?
          </h2>
          <Link to={`/${division}/contacto`} className={`${buttons.button} ${buttons.primary}`}>
            CONTÁCTANOS
          </Link>
        </div>
      </section>
    </>
  );
}
