import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import styles from './shared.module.css';

interface ThumbnailProps {
  src: string;
  alt: string;
  onRemove?: () => void;
  removeLabel?: string;
  badge?: string;
}

/** A square preview with an optional remove button. */
export function Thumbnail({ src, alt, onRemove, removeLabel = 'Quitar imagen', badge }: ThumbnailProps) {
  return (
    <figure className={styles.thumbnail} data-testid="thumbnail">
      <img src={src} alt={alt} className={styles.cover} />
      {badge ? <span className={styles.thumbnailBadge}>{badge}</span> : null}
      {onRemove ? (
        <Button
          size="small"
          shape="circle"
          danger
          type="primary"
          icon={<CloseOutlined />}
          aria-label={removeLabel}
          title={removeLabel}
          onClick={onRemove}
          className={styles.thumbnailRemove}
        />
      ) : null}
    </figure>
  );
}
