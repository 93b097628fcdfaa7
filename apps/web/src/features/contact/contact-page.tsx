import { type Division, DIVISION_NAMES, isDivision, type Lang, telHref } from '@casa/core';
import { DIVISION_CONTENT } from '@casa/core/content';
import { lazy, Suspense } from 'react';
import { useDivision } from '../../lib/division-context.js';
import { useNearViewport } from '../../lib/use-near-viewport.js';
import { heroPhoto, usePageContent } from '../../config/page-content.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { PageHero } from '../../components/page-hero.js';
import { useShownText } from '../../lib/lang.js';
import { useRouteMatch } from '../../lib/route-match.js';
import { ContactForm } from './contact-form.js';
import styles from './contact-page.module.css';
import { TEXTS } from './texts.js';

// Leaflet touches `window` when imported: load it only in the browser, after the first render.
const ContactMap = lazy(() => import('./contact-map.js'));

/**
 * The office phone as a page shows it: as written on a Spanish page; with its country code on an
 * English one, whose visitors mostly call from abroad ('+1 809-555-0100').
 */
export function shownPhone(phone: string, countryCode: string, lang: Lang): string {
  return lang === 'en' && !phone.trim().startsWith('+') ? `+${countryCode} ${phone.trim()}` : phone;
}

/** /:division/contacto and /en/:division/contact (docs/product.md §2 "Contact page"). */
export default function ContactPage() {
  const params = useRouteMatch();
  const { lang } = params;
  const text = TEXTS[lang];
  const shown = useShownText();
  const { division: current } = useDivision();
  const division: Division = isDivision(params.division) ? params.division : isDivision(current) ? current : 'corporativo';
  const content = DIVISION_CONTENT[division];
  const settings = useSiteSettings();
  const pageContent = usePageContent();
  const contactPage = pageContent.divisions[division].contact;
  const contact = settings.divisions[division];
  const address = `${settings.address.street}, ${settings.address.area}, ${settings.address.city}`;
  const english = settings.en;
  const hours = shown(settings.hours, english.hours);
  const country = shown(settings.address.country, english.country);
  // An English page without its own subtitle shows the Spanish one, marked lang="es".
  const subtitle = shown(contactPage.subtitle, pageContent.en.divisions[division].contact.subtitle);

  return (
    <div className={styles.page}>
      <PageHero
        id="contact-hero"
        eyebrow={lang === 'en' ? DIVISION_NAMES.en[division].toLocaleUpperCase('en') : content.label}
        title={text.title}
        subtitle={subtitle.text}
        subtitleLang={subtitle.lang}
        image={heroPhoto(contactPage.heroImage, content.backgroundImage)}
      />

      <div className={styles.body}>
        <section className={styles.info} aria-labelledby="contact-info-title">
          <h2 id="contact-info-title" className={styles.sectionTitle}>
            {text.infoTitle}
          </h2>
          <dl className={styles.infoList}>
            <div>
              <dt>{text.phone}</dt>
              <dd>
                <a href={telHref(contact.phone, settings.phoneCountryCode) ?? undefined}>
                  {shownPhone(contact.phone, settings.phoneCountryCode, lang)}
                </a>
              </dd>
            </div>
            <div>
              <dt>{text.sales}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
            <div>
              <dt>{text.office}</dt>
              <dd>
                <address>
                  {settings.address.street}
                  <br />
                  {settings.address.area}, {settings.address.city}
                  <br />
                  <span lang={country.lang}>{country.text}</span>
                </address>
              </dd>
            </div>
            <div>
              <dt>{text.hours}</dt>
              <dd lang={hours.lang}>{hours.text}</dd>
            </div>
          </dl>
        </section>

        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.sectionTitle}>
            {text.formTitle}
          </h2>
          <ContactForm division={division} />
        </section>
      </div>

      <section className={styles.mapSection} aria-labelledby="map-title">
        <h2 id="map-title" className="sr-only">
          {text.mapTitle} {address}
        </h2>
        <LazyMap />
      </section>
    </div>
  );
}

/**
 * The map once the page is live and its visitor comes near it: on a phone it is below the form,
 * and Leaflet with its tiles is the heaviest part of the page.
 */
function LazyMap() {
  // Only ever true in the browser, after hydration: the observer starts once the placeholder mounts.
  const [near, nearRef] = useNearViewport('400px');
  const placeholder = <div ref={nearRef} className={styles.mapPlaceholder} data-testid="contact-map" aria-hidden="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ContactMap />
    </Suspense>
  );
}
