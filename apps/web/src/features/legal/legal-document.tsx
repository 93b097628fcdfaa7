import type { Lang } from '@casa/core';
import type { ReactNode } from 'react';
import { TEXTS } from './texts.js';
import styles from './legal-document.module.css';

export interface LegalSection {
  title: string;
  body: ReactNode[];
}

/** A long legal text in `lang`: title, date, a table of contents and numbered sections; `marked` when that is not the page's language. */
export function LegalDocument({
  lang,
  marked,
  title,
  updated,
  intro,
  sections,
}: {
  lang: Lang;
  marked: boolean;
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const t = TEXTS[lang];
  return (
    <article className={styles.document} lang={marked ? lang : undefined}>
      <header className={styles.header}>
        <p className="eyebrow">{t.eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>
          {`${t.updated} `}
          {updated}
        </p>
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label={t.contents}>
          <p className={styles.tocTitle}>{t.contents}</p>
          <ol>
            {sections.map((section, index) => (
              <li key={index}>
                <a href={`#seccion-${index + 1}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          <div className={styles.intro}>{intro}</div>
          {sections.map((section, index) => (
            <section key={index} id={`seccion-${index + 1}`} className={styles.section} aria-labelledby={`seccion-${index + 1}-title`}>
              <h2 id={`seccion-${index + 1}-title`} className={styles.sectionTitle}>
                <span className={styles.number}>{index + 1}.</span> {section.title}
              </h2>
              {section.body.map((paragraph, paragraphIndex) => (
                <div key={paragraphIndex} className={styles.paragraph}>
                  {paragraph}
                </div>
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
