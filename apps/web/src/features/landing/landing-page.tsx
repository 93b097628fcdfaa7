import { DIVISION_NAMES, DIVISIONS, sitePath } from '@casa/core';
import { LANDING_IMAGES } from '@casa/core/content';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon.js';
import { LanguageSwitch } from '../../components/language-switch.js';
import { BackdropImage } from '../../components/responsive-image.js';
import { heroPhoto, usePageContent } from '../../config/page-content.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { useLang, useShownText } from '../../lib/lang.js';
import { HistoryModal } from './history-modal.js';
import styles from './landing-page.module.css';
import { TEXTS } from './texts.js';

/** "/" and "/en": two full-height panels, one per division, the history modal, the regional footer and the language switch. */
export default function LandingPage() {
  const { companyName } = useSiteSettings();
  const pageContent = usePageContent();
  const lang = useLang();
  const t = TEXTS[lang];
  const shown = useShownText();
  useEffect(() => {
    delete document.documentElement.dataset.division;
  }, []);

  return (
    <div className={styles.landing}>
      <header className={styles.top}>
        <p className={styles.logo}>{companyName}</p>
        <LanguageSwitch className={styles.language} />
      </header>
      <main className={styles.main}>
        <h1 className="sr-only">{t.heading(companyName)}</h1>
        <nav className={styles.panels} aria-label={t.divisions}>
          {DIVISIONS.map((division) => {
            const landing = pageContent.divisions[division].landing;
            const tagline = shown(landing.tagline, pageContent.en.divisions[division].landing.tagline);
            const image = heroPhoto(landing.image, LANDING_IMAGES[division]);
            return (
              <Link key={division} to={sitePath('division-home', lang, division)} className={styles.panel} data-division={division}>
                <BackdropImage image={image} className={styles.image} sizes="(min-width: 768px) 50vw, 100vw" />
                <span className={styles.shade} aria-hidden="true" />
                <span className={styles.panelText}>
                  <span className={styles.tagline} lang={tagline.lang}>
                    {tagline.text}
                  </span>
                  <span className={styles.panelTitle}>{DIVISION_NAMES[lang][division].toUpperCase()}</span>
                  <span className={styles.enter} aria-hidden="true">
                    {t.enter} <Icon name="arrow-right" size={16} />
                  </span>
                </span>
              </Link>
            );
          })}
        </nav>
        <div className={styles.history}>
          <HistoryModal triggerClassName={styles.historyButton} />
        </div>
      </main>
      <footer className={styles.footer}>
        <p>{t.region}</p>
      </footer>
    </div>
  );
}
