import { isMediaUrl, MESSAGES, mediaVariantUrl } from '@casa/core';
import { Progress, Typography } from 'antd';
import { galleryCounter, MAX_IMAGES } from '../gallery.js';
import { ImagePicker } from '../../../shared/image-picker.js';
import { Thumbnail } from '../../../shared/thumbnail.js';
import type { PickedImage, Preparing } from '../use-project-images.js';

interface GallerySectionProps {
  kept: readonly string[];
  added: readonly PickedImage[];
  preparing: Preparing | null;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemoveKept: (url: string) => void;
  onRemoveAdded: (id: string) => void;
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 8, marginBottom: 12 } as const;

/** Stored images (removable), previews of the new ones, and the picker with its x/20 counter. */
export function GallerySection({ kept, added, preparing, disabled, onAdd, onRemoveKept, onRemoveAdded }: GallerySectionProps) {
  const full = kept.length + added.length >= MAX_IMAGES;
  return (
    <section aria-label="Galería de imágenes">
      <Typography.Paragraph>
        <Typography.Text strong data-testid="gallery-counter">
          {galleryCounter(kept.length, added.length)}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">imágenes · {MESSAGES.imageNote}</Typography.Text>
      </Typography.Paragraph>
      {kept.length + added.length > 0 ? (
        <div style={grid}>
          {kept.map((url, index) => (
            <Thumbnail
              key={url}
              src={isMediaUrl(url) ? mediaVariantUrl(url, 320) : url}
              alt={`Imagen guardada ${index + 1}`}
              onRemove={() => onRemoveKept(url)}
            />
          ))}
          {added.map((image, index) => (
            <Thumbnail
              key={image.id}
              src={image.url}
              alt={`Imagen nueva ${index + 1}`}
              badge="Nueva"
              onRemove={() => onRemoveAdded(image.id)}
            />
          ))}
        </div>
      ) : null}
      {preparing ? (
        <div role="status" style={{ marginBottom: 12 }}>
          <Typography.Text>Preparando imágenes...</Typography.Text>
          <Progress percent={preparing.total === 0 ? 0 : Math.round((preparing.done / preparing.total) * 100)} size="small" />
        </div>
      ) : null}
      <ImagePicker
        id="project-images"
        label={full ? 'Galería completa' : 'Haz clic o arrastra imágenes aquí'}
        hint={MESSAGES.imageNote}
        accept="image/*"
        multiple
        disabled={disabled || full || preparing !== null}
        onFiles={onAdd}
      />
    </section>
  );
}
