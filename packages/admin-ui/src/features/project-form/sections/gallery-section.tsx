import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { isMediaUrl, LENGTHS, MESSAGES, mediaVariantUrl } from '@casa/core';
import { Button, Flex, Input, Progress, Typography } from 'antd';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { canMoveTo, galleryCounter, MAX_IMAGES } from '../gallery.js';
import { ImagePicker } from '../../../shared/image-picker.js';
import { Thumbnail } from '../../../shared/thumbnail.js';
import type { GalleryImage, Preparing } from '../use-project-images.js';
import sharedStyles from '../../../shared/shared.module.css';
import styles from '../project-form.module.css';

interface GallerySectionProps {
  gallery: readonly GalleryImage[];
  preparing: Preparing | null;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onMove: (from: number, to: number) => void;
  onAltChange: (id: string, alt: string) => void;
}

/**
 * The gallery in order, the first image being the cover (docs/decisions/0013-project-drafts-featured-gallery.md):
 * each image with its alternative text, reordered by drag and drop or by the move up / down buttons,
 * removable; then the picker with its x/20 counter.
 */
export function GallerySection({ gallery, preparing, disabled, onAdd, onRemove, onMove, onAltChange }: GallerySectionProps) {
  const full = gallery.length >= MAX_IMAGES;
  const [dragging, setDragging] = useState<number | null>(null);
  // The same index for the drag events themselves: the first dragover can come before React has
  // rendered the dragstart's state, and a drop it does not accept is lost.
  const draggingIndex = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  // Moving a row re-inserts its element, which loses focus: the same button gets it back, and the new place is announced.
  const refocus = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const pending = refocus.current;
    if (!pending) return;
    refocus.current = null;
    const same = document.getElementById(`move-${pending.direction}-${pending.id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`move-${pending.direction === 'up' ? 'down' : 'up'}-${pending.id}`) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  }, [gallery]);

  const move = (from: number, to: number, direction?: 'up' | 'down') => {
    const image = gallery[from];
    if (!image || !canMoveTo(gallery, from, to)) return;
    if (direction) refocus.current = { id: image.id, direction };
    onMove(from, to);
    setAnnouncement(`Imagen movida a la posición ${to + 1} de ${gallery.length}${to === 0 ? ' (portada)' : ''}`);
  };

  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (draggingIndex.current !== null) move(draggingIndex.current, index);
    draggingIndex.current = null;
    setDragging(null);
    setOver(null);
  };

  return (
    <section aria-label="Galería de imágenes">
      <Typography.Paragraph>
        <Typography.Text strong data-testid="gallery-counter">
          {galleryCounter(gallery.length, 0)}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">imágenes · {MESSAGES.imageNote}</Typography.Text>
      </Typography.Paragraph>
      {gallery.length > 0 ? (
        <>
          <Typography.Paragraph type="secondary">
            La primera imagen es la portada. Arrastra una imagen o usa los botones Subir y Bajar para cambiar el orden. El texto alternativo
            describe la imagen a quien no la ve; si lo dejas vacío se usa el nombre del proyecto.
          </Typography.Paragraph>
          <ol className={styles.gallery} aria-label="Orden de la galería">
            {gallery.map((image, index) => {
              const position = index + 1;
              const allowedDrop = dragging !== null && canMoveTo(gallery, dragging, index);
              const accepts = () => draggingIndex.current !== null && canMoveTo(gallery, draggingIndex.current, index);
              return (
                <li
                  key={image.id}
                  data-testid="gallery-item"
                  draggable={!disabled}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(index));
                    draggingIndex.current = index;
                    setDragging(index);
                  }}
                  onDragEnd={() => {
                    draggingIndex.current = null;
                    setDragging(null);
                    setOver(null);
                  }}
                  onDragOver={(event) => {
                    if (!accepts()) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    setOver(index);
                  }}
                  onDragLeave={() => setOver((current) => (current === index ? null : current))}
                  onDrop={dropOn(index)}
                  className={styles.galleryItem}
                  data-dragging={dragging === index || undefined}
                  data-drop-target={(over === index && allowedDrop) || undefined}
                >
                  <HolderOutlined aria-hidden="true" className={styles.handle} />
                  <Thumbnail
                    src={image.kind === 'stored' && isMediaUrl(image.url) ? mediaVariantUrl(image.url, 320) : image.url}
                    alt={`Imagen ${position}`}
                    badge={index === 0 ? 'Portada' : image.kind === 'new' ? 'Nueva' : undefined}
                    removeLabel={`Quitar imagen ${position}`}
                    onRemove={disabled ? undefined : () => onRemove(image.id)}
                  />
                  <div>
                    <label htmlFor={`image-alt-${image.id}`} className={styles.altLabel}>
                      {`Texto alternativo de la imagen ${position}`}
                      {image.kind === 'new' ? <Typography.Text type="secondary"> (nueva)</Typography.Text> : null}
                    </label>
                    <Input
                      id={`image-alt-${image.id}`}
                      value={image.alt}
                      maxLength={LENGTHS.imageAlt}
                      placeholder="Ej.: Recepción con sofás de cuero y mesa de centro"
                      disabled={disabled}
                      onChange={(event) => onAltChange(image.id, event.target.value)}
                    />
                  </div>
                  <Flex vertical gap="small">
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      id={`move-up-${image.id}`}
                      aria-label={`Subir imagen ${position}`}
                      title="Subir"
                      disabled={disabled || !canMoveTo(gallery, index, index - 1)}
                      onClick={() => move(index, index - 1, 'up')}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      id={`move-down-${image.id}`}
                      aria-label={`Bajar imagen ${position}`}
                      title="Bajar"
                      disabled={disabled || !canMoveTo(gallery, index, index + 1)}
                      onClick={() => move(index, index + 1, 'down')}
                    />
                  </Flex>
                </li>
              );
            })}
          </ol>
          <span role="status" className={sharedStyles.visuallyHidden}>
            {announcement}
          </span>
        </>
      ) : null}
      {preparing ? (
        <div role="status" className={styles.before}>
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
