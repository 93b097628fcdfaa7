import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';

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
    <figure
      style={{ position: 'relative', margin: 0, aspectRatio: '1', borderRadius: 6, overflow: 'hidden', background: '#f0ede8' }}
      data-testid="thumbnail"
    >
      <img src={src} alt={alt} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      {badge ? (
        <span
          style={{
            position: 'absolute',
            left: 4,
            bottom: 4,
            padding: '0 6px',
            borderRadius: 4,
            fontSize: 11,
            background: 'rgba(0,0,0,.6)',
            color: '#fff',
          }}
        >
          {badge}
        </span>
      ) : null}
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
          style={{ position: 'absolute', top: 4, right: 4 }}
        />
      ) : null}
    </figure>
  );
}
