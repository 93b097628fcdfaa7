import { type Division, LIMITS } from '@casa/core';
import { DIVISION_CONTENT } from '@casa/core/content';
import type { MouseEvent, ReactNode } from 'react';
import buttons from '../../components/button.module.css';
import { PageHero } from '../../components/page-hero.js';
import { SectionHeading } from '../../components/section-heading.js';
import { ServicesGrid } from '../../components/services-grid.js';
import { heroPhoto, servicesOf, usePageContent } from '../../config/page-content.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { scrollToId } from '../../lib/scroll.js';
import { FeaturedProjects } from './featured-projects.js';
import styles from './division-home.module.css';

/** Anchors scroll smoothly (instantly under reduced motion) and keep the URL as it is. */
function scrollTo(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToId(id)) event.preventDefault();
  };
}

interface DivisionHomeProps {
  division: Division;
  /** The brands carousel (features/brands), under the hero. */
  brands: ReactNode;
  /** The newsletter sign-up (features/newsletter), at the end. */
  newsletter: ReactNode;
}

/**
 * /corporativo and /hospitality: hero, brands, services (#services), featured projects,
 * newsletter. The brands and the newsletter are features of their own, put in by the page
 * (app/division-home-page.tsx).
 */
export function DivisionHome({ division, brands, newsletter }: DivisionHomeProps) {
  const content = DIVISION_CONTENT[division];
  const blurb = useSiteSettings().divisions[division].blurb;
  const pages = usePageContent().divisions[division];

  return (
    <>
      <PageHero
        id="hero"
        size="full"
        eyebrow={content.label}
        title={pages.home.title}
        subtitle={blurb}
        image={heroPhoto(pages.home.heroImage, content.backgroundImage)}
        overlayOpacity={LIMITS.heroOverlayOpacity}
        badge={pages.home.badge ? <p className={styles.badge}>{pages.home.badge}</p> : null}
      >
        <a href="#services" className={`${buttons.button} ${buttons.solidLight}`} onClick={scrollTo('services')}>
          EXPLORAR SERVICIOS
        </a>
        <a href="#contact" className={`${buttons.button} ${buttons.light}`} onClick={scrollTo('contact')}>
          CONTÁCTANOS
        </a>
      </PageHero>

      {brands}

      <section id="services" className={styles.services} aria-labelledby="services-title">
        <div className={styles.container}>
          <SectionHeading id="services-title" eyebrow="Lo que hacemos" title="Nuestros Servicios" intro={pages.home.servicesIntro} />
          <ServicesGrid services={servicesOf(content, pages)} />
        </div>
      </section>

      <FeaturedProjects division={division} />

      {newsletter}
    </>
  );
}
