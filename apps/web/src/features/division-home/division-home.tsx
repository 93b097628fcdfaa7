import { type Division, DIVISION_NAMES, LIMITS } from '@casa/core';
import { DIVISION_CONTENT } from '@casa/core/content';
import type { MouseEvent, ReactNode } from 'react';
import buttons from '../../components/button.module.css';
import { PageHero } from '../../components/page-hero.js';
import { SectionHeading } from '../../components/section-heading.js';
import { ServicesGrid, shownServices } from '../../components/services-grid.js';
import { heroPhoto, servicesOf, usePageContent } from '../../config/page-content.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { useLang, useShownText } from '../../lib/lang.js';
import { scrollToId } from '../../lib/scroll.js';
import { FeaturedProjects } from './featured-projects.js';
import styles from './division-home.module.css';
import { TEXTS } from './texts.js';

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
  const settings = useSiteSettings();
  const pageContent = usePageContent();
  const pages = pageContent.divisions[division];
  const english = pageContent.en.divisions[division];
  const lang = useLang();
  const t = TEXTS[lang];
  const shown = useShownText();
  const title = shown(pages.home.title, english.home.title);
  const blurb = shown(settings.divisions[division].blurb, settings.en.divisions[division].blurb);
  const badge = shown(pages.home.badge, english.home.badge);
  const intro = shown(pages.home.servicesIntro, english.home.servicesIntro);

  return (
    <>
      <PageHero
        id="hero"
        size="full"
        eyebrow={DIVISION_NAMES[lang][division].toUpperCase()}
        title={title.text}
        titleLang={title.lang}
        subtitle={blurb.text}
        subtitleLang={blurb.lang}
        image={heroPhoto(pages.home.heroImage, content.backgroundImage)}
        overlayOpacity={LIMITS.heroOverlayOpacity}
        badge={
          badge.text ? (
            <p className={styles.badge} lang={badge.lang}>
              {badge.text}
            </p>
          ) : null
        }
      >
        <a href="#services" className={`${buttons.button} ${buttons.solidLight}`} onClick={scrollTo('services')}>
          {t.exploreServices}
        </a>
        <a href="#contact" className={`${buttons.button} ${buttons.light}`} onClick={scrollTo('contact')}>
          {t.contactUs}
        </a>
      </PageHero>

      {brands}

      <section id="services" className={styles.services} aria-labelledby="services-title">
        <div className={styles.container}>
          <SectionHeading
            id="services-title"
            eyebrow={t.servicesEyebrow}
            title={t.servicesTitle}
            intro={intro.text}
            introLang={intro.lang}
          />
          <ServicesGrid services={shownServices(servicesOf(content, pages), english.services.items, lang)} />
        </div>
      </section>

      <FeaturedProjects division={division} />

      {newsletter}
    </>
  );
}
