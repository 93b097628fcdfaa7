import { sitePath } from '@casa/core';
import { Link } from 'react-router-dom';
import buttons from '../../components/button.module.css';
import { useLang } from '../../lib/lang.js';
import styles from './not-found-page.module.css';
import { TEXTS } from './texts.js';

/** Any other path (docs/product.md §2), in English under /en: the server answers it with HTTP 404 too. */
export default function NotFoundPage() {
  const lang = useLang();
  const t = TEXTS[lang];
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t.title}
      </h1>
      <p className={styles.text}>{t.text}</p>
      {t.hint ? <p className={styles.hint}>{t.hint}</p> : null}
      <Link to={sitePath('landing', lang)} className={`${buttons.button} ${buttons.primary} ${styles.home}`}>
        {t.home}
      </Link>
    </section>
  );
}
