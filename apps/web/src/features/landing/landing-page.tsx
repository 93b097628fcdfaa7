import { DIVISIONS } from '@casa/core';
import { DIVISION_CONTENT, LANDING_IMAGES } from '@casa/core/content';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon.js';
import { BackdropImage } from '../../components/responsive-image.js';
import { heroPhoto, usePageContent } from '../../config/page-content.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { HistoryModal } from './history-modal.js';
import styles from './landing-page.module.css';

/** "/": two full-height panels, one per division, the history modal and the regional footer. */
export default function LandingPage() {
  const { companyName } = useSiteSettings();
  const pages = usePageContent().divisions;
  useEffect(() => {
    delete document.documentElement.dataset.division;
  }, []);

  return (
    <div className={styles.landing}>
      <header className={styles.top}>
        <p className={styles.logo}>{companyName}</p>
      </header>
      <main className={styles.main}>
        <h1 className="sr-only">{companyName}: mobiliario corporativo y hospitality en República Dominicana y el Caribe</h1>
        <nav className={styles.panels} aria-label="Divisiones">
          {DIVISIONS.map((division) => {
            const landing = pages[division].landing;
            const image = heroPhoto(landing.image, LANDING_IMAGES[division]);
            return (
              <Link key={division} to={`/${division}`} className={styles.panel} data-division={division}>
                <BackdropImage image={image} className={styles.image} sizes="(min-width: 768px) 50vw, 100vw" />
                <span className={styles.shade} aria-hidden="true" />
                <span className={styles.panelText}>
                  <span className={styles.tagline}>{landing.tagline}</span>
                  <span className={styles.panelTitle}>{DIVISION_CONTENT[division].label}</span>
                  <span className={styles.enter} aria-hidden="true">
                    Entrar <Icon name="arrow-right" size={16} />
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
        <p>REPÚBLICA DOMINICANA | CARIBE</p>
      </footer>
    </div>
  );
}
