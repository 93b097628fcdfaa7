import type { DivisionContent } from '@casa/core/content';
import { Icon } from './icon.js';
import { ResponsiveImage } from './responsive-image.js';
import styles from './services-grid.module.css';

/** The six services of a division: photo, icon, title and description. */
export function ServicesGrid({ services, headingLevel = 3 }: { services: DivisionContent['services']; headingLevel?: 2 | 3 }) {
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
            <Heading className={styles.title}>{service.title}</Heading>
            <p className={styles.description}>{service.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
