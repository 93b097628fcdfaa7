import { type Division, DIVISION_NAMES, isDivision, sitePath } from '@casa/core';
import { DIVISION_CONTENT } from '@casa/core/content';
import { Link } from 'react-router-dom';
import buttons from '../../components/button.module.css';
import { PageHero } from '../../components/page-hero.js';
import { heroPhoto, processOf, servicesOf, usePageContent } from '../../config/page-content.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { SectionHeading } from '../../components/section-heading.js';
import { ServicesGrid, shownServices } from '../../components/services-grid.js';
import { useLang, useShownText } from '../../lib/lang.js';
import { ProcessSteps } from './process-steps.js';
import styles from './services-page.module.css';
import { shownSteps } from './shown-steps.js';
import { TEXTS } from './texts.js';
import { useRouteMatch } from '../../lib/route-match.js';

/** /{division}/servicios (/en/{division}/services): 'Nuestros Servicios' hero, the six services and 'Nuestro Proceso'. */
export default function ServicesPage() {
  const params = useRouteMatch();
  const division: Division = isDivision(params.division) ? params.division : 'corporativo';
  const content = DIVISION_CONTENT[division];
  const settings = useSiteSettings();
  const pageContent = usePageContent();
  const pages = pageContent.divisions[division];
  const english = pageContent.en.divisions[division].services;
  const lang = useLang();
  const t = TEXTS[lang];
  const shown = useShownText();
  const title = shown(pages.services.heroTitle, english.heroTitle);
  const blurb = shown(settings.divisions[division].blurb, settings.en.divisions[division].blurb);
  const processIntro = shown(pages.services.processIntro, english.processIntro);
  const heroImage = heroPhoto(pages.services.heroImage, content.services[1]?.image ?? content.backgroundImage);

  return (
    <>
      <PageHero
        id="services-hero"
        eyebrow={DIVISION_NAMES[lang][division].toUpperCase()}
        title={title.text}
        titleLang={title.lang}
        subtitle={blurb.text}
        subtitleLang={blurb.lang}
        image={heroImage}
      />

      <section className={styles.services} aria-labelledby="services-list-title">
        <div className={styles.container}>
          <SectionHeading id="services-list-title" eyebrow={t.servicesEyebrow} title={t.servicesTitle} />
          <ServicesGrid services={shownServices(servicesOf(content, pages), english.items, lang)} />
        </div>
      </section>

      <section id="proceso" className={styles.process} aria-labelledby="process-title">
        <div className={styles.container}>
          <SectionHeading
            id="process-title"
            eyebrow={t.processEyebrow}
            title={t.processTitle}
            intro={processIntro.text}
            introLang={processIntro.lang}
            tone="dark"
          />
          <ProcessSteps steps={shownSteps(processOf(pages), english.process, lang)} />
        </div>
      </section>

      <section className={styles.cta} aria-labelledby="services-cta-title">
        <div className={styles.container}>
          <h2 id="services-cta-title" className={styles.ctaTitle}>
            {t.ctaTitle}
          </h2>
          <Link to={sitePath('contact', lang, division)} className={`${buttons.button} ${buttons.primary}`}>
            {t.contactUs}
          </Link>
        </div>
      </section>
    </>
  );
}
