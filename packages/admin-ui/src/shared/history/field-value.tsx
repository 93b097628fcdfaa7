import { MEDIA_PREFIX } from '@casa/core';
import { Typography } from 'antd';
import styles from './history.module.css';

const IMAGE_FILE = /\.(avif|gif|jpe?g|png|svg|webp)(\?.*)?$/i;

function isImageUrl(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith(MEDIA_PREFIX) || (value.startsWith('/') && IMAGE_FILE.test(value)));
}

/** One field of a saved version, readable: images as thumbnails, lists as lists, never raw JSON when avoidable. */
export function FieldValue({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <Typography.Text type="secondary">—</Typography.Text>;
  if (typeof value === 'boolean') return <>{value ? 'Sí' : 'No'}</>;
  if (isImageUrl(value)) return <img src={value} alt="" className={styles.thumb} loading="lazy" />;
  if (typeof value === 'string' || typeof value === 'number') return <span className={styles.value}>{String(value)}</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
    if (value.every(isImageUrl)) {
      return (
        <div className={styles.thumbs}>
          {value.map((url, index) => (
            <img key={`${url}-${index}`} src={url} alt={`Imagen ${index + 1}`} className={styles.thumb} loading="lazy" />
          ))}
        </div>
      );
    }
    return (
      <ol className={styles.value}>
        {value.map((item, index) => (
          <li key={index}>
            <FieldValue value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A brand of a project, a stage of the process, a leader: its name or title says what it is.
    if (typeof record.name === 'string' && Object.keys(record).every((key) => ['id', 'name', 'logoUrl'].includes(key)))
      return <>{record.name}</>;
    return (
      <dl className={styles.value}>
        {Object.entries(record).map(([key, item]) => (
          <div key={key}>
            <Typography.Text type="secondary">{key}: </Typography.Text>
            <FieldValue value={item} />
          </div>
        ))}
      </dl>
    );
  }
  return <>{String(value)}</>;
}
