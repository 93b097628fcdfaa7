import * as Dialog from '@radix-ui/react-dialog';
import type { KeyboardEvent } from 'react';
import { DialogClose } from '../../components/dialog-close.js';
import { ResponsiveImage } from '../../components/responsive-image.js';
import { useLang } from '../../lib/lang.js';
import styles from './lightbox.module.css';
import { wrapIndex } from './project-brands.js';
import { GALLERY, TEXTS } from './texts.js';

interface LightboxProps {
  images: readonly string[];
  /** The open image, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  title: string;
  /** The `alt` of each image (same order as images); the title where missing. */
  alts?: readonly string[];
  /** Where focus goes back to on close: the thumbnail that opened it. */
  returnFocusTo: () => HTMLElement | null;
}

/** The gallery lightbox (docs/product.md §2/§4): previous / next wrapping around, 'n de total', ← → keys, Escape closes. */
export function Lightbox({ images, index, onIndexChange, title, alts = [], returnFocusTo }: LightboxProps) {
  const lang = useLang();
  const text = TEXTS[lang];
  const numbered = GALLERY[lang];
  const total = images.length;
  const open = index !== null && total > 0;
  const current = open ? Math.min(index, total - 1) : 0;
  const src = images[current] ?? '';

  const step = (delta: number) => onIndexChange(wrapIndex(current, delta, total));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onIndexChange(null))}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">{numbered.title(title)}</Dialog.Title>
          <figure className={styles.figure}>
            {open ? (
              <ResponsiveImage
                key={src}
                className={styles.image}
                src={src}
                alt={alts[current] || title}
                width={1600}
                height={1200}
                sizes="100vw"
                priority
              />
            ) : null}
            <figcaption className={styles.counter} aria-live="polite" data-testid="lightbox-counter">
              {numbered.counter(current + 1, total)}
            </figcaption>
          </figure>
          <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => step(-1)} aria-label={text.previous}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => step(1)} aria-label={text.next}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <DialogClose label={text.closeGallery} className={styles.close} size={24} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
