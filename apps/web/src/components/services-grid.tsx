import { type Lang, type PageContentEnglish, shownText } from '@casa/core';
import type { DivisionService } from '@casa/core/content';
import { Icon } from './icon.js';
import { ResponsiveImage } from './responsive-image.js';
import styles from './services-grid.module.css';

/** A service as a page shows it: `titleLang`/`descriptionLang` are set on a Spanish fallback of an English page. */
export interface ShownService extends DivisionService {
  titleLang?: Lang | undefined;
  descriptionLang?: Lang | undefined;
  /** The photo's text is the content's Spanish one: marked so on an English page. */
  imageLang?: Lang | undefined;
}

/** A division's services in the page's language: each English text where written, else the Spanish one marked as such. */
export function shownServices(
  services: readonly DivisionService[],
  english: PageContentEnglish['divisions']['corporativo']['services']['items'],
  lang: Lang,
): ShownService[] {
  return services.map((service, index) => {
    const title = shownText(service.title, english[index]?.title, lang);
    const description = shownText(service.description, english[index]?.description, lang);
    return {
      ...service,
      imageLang: lang === 'en' ? 'es' : undefined,
      title: title.text,
      titleLang: title.lang,
      description: description.text,
      descriptionLang: description.lang,
    };
  });
}

/** The six services of a division: photo, icon, title and description. */
export function ServicesGrid({ services, headingLevel = 3 }: { services: readonly ShownService[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {services.map((service, index) => (
        <li key={service.title} className={styles.card}>
          <div className={styles.media}>
            <ResponsiveImage
              className={styles.image}
              src={service.image.src}
              alt={service.image.alt}
              lang={service.imageLang}
              width={service.image.width}
              height={service.image.height}
              sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            />
          </div>
          <div className={styles.body}>
            <div className={styles.meta}>
              <span className={styles.icon}>
                <Icon name={service.icon} size={22} />
              </span>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <Heading className={styles.title} lang={service.titleLang}>
              {service.title}
            </Heading>
            <p className={styles.description} lang={service.descriptionLang}>
              {service.description}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
