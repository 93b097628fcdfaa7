import type { ReactNode } from 'react';
import styles from './legal-document.module.css';

export interface LegalSection {
  title: string;
  body: ReactNode[];
}

/** A long legal text: title, date, a table of contents and numbered sections. */
export function LegalDocument({
  eyebrow,
  title,
  updated,
  intro,
  sections,
}: {
  eyebrow: string;
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <p className="eyebrow">{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>Última actualización: {updated}</p>
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label="Contenido">
          <p className={styles.tocTitle}>Contenido</p>
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
