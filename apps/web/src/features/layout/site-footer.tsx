import { DIVISION_NAMES, DIVISIONS, type Division, sitePath, telHref } from '@casa/core';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { useLang, useShownText } from '../../lib/lang.js';
import { divisionNav } from '../../lib/nav.js';
import styles from './site-footer.module.css';
import { TEXTS } from './texts.js';

const SOCIAL_ICONS: Record<string, string> = { Instagram: 'instagram', LinkedIn: 'linkedin', Facebook: 'facebook' };

/**
 * The footer of docs/product.md §2, also the page's #contact anchor (the hero's CONTÁCTANOS): blurb, social
 * links, navigation, address, phone, sales e-mail, hours and the legal links. The division's phone
 * and e-mail, and the rest, as saved in Configuración; on an English page its English texts where written.
 */
export function SiteFooter({ division }: { division: Division }) {
  const year = new Date().getFullYear();
  const settings = useSiteSettings();
  const { address } = settings;
  const contact = settings.divisions[division];
  const lang = useLang();
  const t = TEXTS[lang];
  const shown = useShownText();
  const blurb = shown(settings.footerText, settings.en.footerText);
  const country = shown(address.country, settings.en.country);
  const hours = shown(settings.hours, settings.en.hours);
  return (
    <footer id="contact" className={styles.footer} tabIndex={-1}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to={sitePath('landing', lang)} className={styles.logo}>
            {settings.companyName}
          </Link>
          <p className={styles.blurb} lang={blurb.lang}>
            {blurb.text}
          </p>
          <ul className={styles.social} aria-label={t.social}>
            {settings.social.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                  aria-label={`${item.label} ${t.newTab}`}
                >
                  <Icon name={SOCIAL_ICONS[item.label] ?? 'external'} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav className={styles.column} aria-labelledby="footer-nav">
          <h2 id="footer-nav" className={styles.heading}>
            {t.navigation}
          </h2>
          <ul className={styles.list}>
            {divisionNav(division, lang).map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
          <h2 className={`${styles.heading} ${styles.headingSpaced}`}>{t.divisions}</h2>
          <ul className={styles.list}>
            {DIVISIONS.map((item) => (
              <li key={item}>
                <Link to={sitePath('division-home', lang, item)}>{DIVISION_NAMES[lang][item].toUpperCase()}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>{t.contact}</h2>
          <address className={styles.contact}>
            <p className={styles.contactLine}>
              <Icon name="pin" size={18} />
              <span>
                {address.street}
                <br />
                {address.area}, {address.city}
                <br />
                <span lang={country.lang}>{country.text}</span>
              </span>
            </p>
            <p className={styles.contactLine}>
              <Icon name="phone" size={18} />
              <a href={telHref(contact.phone, settings.phoneCountryCode) ?? undefined}>{contact.phone}</a>
            </p>
            <p className={styles.contactLine}>
              <Icon name="mail" size={18} />
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <p className={styles.contactLine}>
              <Icon name="clock" size={18} />
              <span lang={hours.lang}>{hours.text}</span>
            </p>
          </address>
        </div>
      </div>

      <div className={styles.bottom}>
        {/* A page rendered on 31 December may be read on 1 January. */}
        <p suppressHydrationWarning>
          © {year} {settings.companyName}. {t.rights}
        </p>
        <ul className={styles.legal} aria-label={t.legal}>
          <li>
            <Link to={sitePath('privacy', lang)}>{t.privacy}</Link>
          </li>
          <li>
            <Link to={sitePath('terms', lang)}>{t.terms}</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
