import { useLang } from '../lib/lang.js';
import styles from './page-loading.module.css';

/** What a lazy route shows while its module downloads: a quiet bar, not a layout jump. */
export function PageLoading() {
  const lang = useLang();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className="sr-only">{lang === 'en' ? 'Loading...' : 'Cargando...'}</span>
      <span className={styles.bar} aria-hidden="true" />
    </div>
  );
}
