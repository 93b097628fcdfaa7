import { Typography } from 'antd';
import styles from './english.module.css';

/** The English tab's first words: what an empty English field means. */
export function EnglishIntro() {
  return (
    <Typography.Paragraph type="secondary" className={styles.intro}>
      Escribe aquí los textos de la versión en inglés del sitio. Debajo de cada campo está el texto en español. Un campo vacío todavía no
      está traducido: la página en inglés muestra el texto en español.
    </Typography.Paragraph>
  );
}
