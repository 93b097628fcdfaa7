import { Link } from 'react-router-dom';
import buttons from '../../components/button.module.css';
import styles from './not-found-page.module.css';

/** Any other path (docs/product.md §2): the server answers it with HTTP 404 too. */
export default function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        404 Page Not Found
      </h1>
      <p className={styles.text}>Did you forget to add the page to the router?</p>
      <p className={styles.hint}>La página que buscas no existe o ha cambiado de dirección.</p>
      <Link to="/" className={`${buttons.button} ${buttons.primary} ${styles.home}`}>
        Volver al inicio
      </Link>
    </section>
  );
}
