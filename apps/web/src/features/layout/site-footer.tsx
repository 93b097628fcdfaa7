import { DIVISIONS, type Division, telHref } from '@casa/core';
import { DIVISION_CONTENT } from '@casa/core/content';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { divisionNav } from '../../lib/nav.js';
import styles from './site-footer.module.css';

const SOCIAL_ICONS: Record<string, string> = { Instagram: 'instagram', LinkedIn: 'linkedin', Facebook: 'facebook' };

/**
 * The footer of docs/product.md §2, also the page's #contact anchor (the hero's CONTÁCTANOS): blurb, social
 * links, navigation, address, phone, sales e-mail, hours and the legal links. The division's phone
 * and e-mail, and the rest, as saved in Configuración.
 */
export function SiteFooter({ division }: { division: Division }) {
  const year = new Date().getFullYear();
  const settings = useSiteSettings();
  const { address } = settings;
  const contact = settings.divisions[division];
  return (
    <footer id="contact" className={styles.footer} tabIndex={-1}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logo}>
            {settings.companyName}
          </Link>
          <p className={styles.blurb}>{settings.footerText}</p>
          <ul className={styles.social} aria-label="Redes sociales">
            {settings.social.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                  aria-label={`${item.label} (se abre en una pestaña nueva)`}
                >
                  <Icon name={SOCIAL_ICONS[item.label] ?? 'external'} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav className={styles.column} aria-labelledby="footer-nav">
          <h2 id="footer-nav" className={styles.heading}>
            Navegación
          </h2>
          <ul className={styles.list}>
            {divisionNav(division).map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </ul>
          <h2 className={`${styles.heading} ${styles.headingSpaced}`}>Divisiones</h2>
          <ul className={styles.list}>
            {DIVISIONS.map((item) => (
              <li key={item}>
                <Link to={`/${item}`}>{DIVISION_CONTENT[item].label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>Contacto</h2>
          <address className={styles.contact}>
            <p className={styles.contactLine}>
              <Icon name="pin" size={18} />
              <span>
                {address.street}
                <br />
                {address.area}, {address.city}
                <br />
                {address.country}
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
              <span>{settings.hours}</span>
            </p>
          </address>
        </div>
      </div>

      <div className={styles.bottom}>
        {/* A page rendered on 31 December may be read on 1 January. */}
        <p suppressHydrationWarning>
          © {year} {settings.companyName}. Todos los derechos reservados.
        </p>
        <ul className={styles.legal} aria-label="Legal">
          <li>
            <Link to="/politica-de-privacidad">Política de Privacidad</Link>
          </li>
          <li>
            <Link to="/terminos-y-condiciones">Términos y Condiciones</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
