import type { Lang } from '@casa/core';
import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

/** Eyebrow, display title and an optional intro: the rhythm every section starts with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  titleLang,
  intro,
  introLang,
  align = 'start',
  tone = 'default',
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  /** Set when the title is not in the page's language (a Spanish fallback on an English page). */
  titleLang?: Lang | undefined;
  intro?: ReactNode;
  introLang?: Lang | undefined;
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
      <h2 id={id} className={styles.title} lang={titleLang}>
        {title}
      </h2>
      {intro ? (
        <p className={styles.intro} lang={introLang}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
