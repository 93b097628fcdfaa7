import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

/** Eyebrow, display title and an optional intro: the rhythm every section starts with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'start',
  tone = 'default',
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'start' | 'center';
  tone?: 'default' | 'dark';
}) {
  return (
    <div className={styles.heading} data-align={align} data-tone={tone}>
      {eyebrow ? (
        <p className="eyebrow" data-rule={align === 'center' ? 'both' : 'start'} data-on={tone === 'dark' ? 'dark' : undefined}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
