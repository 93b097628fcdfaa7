import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon.js';
import { useTwinPath } from '../../components/language-switch.js';
import { dismissNote } from './language-preference.js';
import styles from './language-note.module.css';

/**
 * 'This page is available in English', in English (it speaks to a reader of English), with the
 * link to the English page and a close button; closing it is remembered in this browser.
 */
export default function LanguageNoteView({ onDismiss }: { onDismiss: () => void }) {
  const twin = useTwinPath();
  if (!twin || twin.lang !== 'en') return null;
  const dismiss = () => {
    dismissNote();
    onDismiss();
  };
  return (
    <aside className={styles.note} lang="en" aria-label="English version">
      <p className={styles.text}>
        This page is available in English.{' '}
        <Link to={twin.path} hrefLang="en" className={styles.link} onClick={onDismiss}>
          Read it in English
        </Link>
      </p>
      <button type="button" className={`icon-button ${styles.close}`} aria-label="Dismiss" onClick={dismiss}>
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
}
