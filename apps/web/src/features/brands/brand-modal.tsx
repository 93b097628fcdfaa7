import * as Dialog from '@radix-ui/react-dialog';
import type { Brand } from '@casa/core';
import buttons from '../../components/button.module.css';
import { DialogClose } from '../../components/dialog-close.js';
import dialog from '../../components/dialog.module.css';
import { Icon } from '../../components/icon.js';
import styles from './brand-modal.module.css';

const CATEGORY_LABELS: Record<string, string> = {
  mobiliario: 'Mobiliario',
  acustica: 'Acústica',
  iluminacion: 'Iluminación',
};

/** The brand detail of a carousel logo; 'Visitar sitio web' only when the brand has a website. */
export function BrandModal({ brand, onClose }: { brand: Brand | null; onClose: () => void }) {
  return (
    <Dialog.Root open={brand !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} data-testid="brand-backdrop" />
        <Dialog.Content className={dialog.content} aria-describedby={brand?.description ? 'brand-description' : undefined}>
          {brand ? (
            <>
              <div className={styles.logoBox}>
                {brand.logoUrl ? (
                  <img className={styles.logo} src={brand.logoUrl} alt={`Logo de ${brand.name}`} width={240} height={120} />
                ) : null}
              </div>
              {brand.category ? <p className="eyebrow">{CATEGORY_LABELS[brand.category.toLowerCase()] ?? brand.category}</p> : null}
              <Dialog.Title className={dialog.title}>{brand.name}</Dialog.Title>
              {brand.description ? (
                <p id="brand-description" className={styles.description}>
                  {brand.description}
                </p>
              ) : null}
              {brand.websiteUrl ? (
                <a
                  className={`${buttons.button} ${buttons.primary} ${styles.website}`}
                  href={brand.websiteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Visitar sitio web
                  <Icon name="external" size={16} />
                  <span className="sr-only"> (se abre en una pestaña nueva)</span>
                </a>
              ) : null}
            </>
          ) : null}
          <DialogClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
