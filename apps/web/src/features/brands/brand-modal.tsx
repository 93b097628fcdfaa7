import * as Dialog from '@radix-ui/react-dialog';
import type { Brand, Lang } from '@casa/core';
import buttons from '../../components/button.module.css';
import { DialogClose } from '../../components/dialog-close.js';
import dialog from '../../components/dialog.module.css';
import { Icon } from '../../components/icon.js';
import { useLang, useShownText } from '../../lib/lang.js';
import styles from './brand-modal.module.css';
import { CATEGORY_NAMES, LOGO_ALT, TEXTS } from './texts.js';

/**
 * The brand detail of a carousel logo; 'Visitar sitio web' only when the brand has a website. An
 * English page shows the English description where written, else the Spanish one marked lang="es".
 */
export function BrandModal({ brand, onClose }: { brand: Brand | null; onClose: () => void }) {
  const lang = useLang();
  const text = TEXTS[lang];
  const shown = useShownText();
  const description = brand?.description ? shown(brand.description, brand.en.description) : null;
  return (
    <Dialog.Root open={brand !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} data-testid="brand-backdrop" />
        <Dialog.Content className={dialog.content} aria-describedby={brand?.description ? 'brand-description' : undefined}>
          {brand ? (
            <>
              <div className={styles.logoBox}>
                {brand.logoUrl ? (
                  <img className={styles.logo} src={brand.logoUrl} alt={LOGO_ALT[lang](brand.name)} width={240} height={120} />
                ) : null}
              </div>
              {brand.category ? <Category category={brand.category} lang={lang} /> : null}
              <Dialog.Title className={dialog.title}>{brand.name}</Dialog.Title>
              {description ? (
                <p id="brand-description" className={styles.description} lang={description.lang}>
                  {description.text}
                </p>
              ) : null}
              {brand.websiteUrl ? (
                <a
                  className={`${buttons.button} ${buttons.primary} ${styles.website}`}
                  href={brand.websiteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {text.website}
                  <Icon name="external" size={16} />
                  <span className="sr-only">{text.newTab}</span>
                </a>
              ) : null}
            </>
          ) : null}
          <DialogClose label={text.close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A known category by its name in the page's language; any other as stored, marked Spanish on an English page. */
function Category({ category, lang }: { category: string; lang: Lang }) {
  const name = CATEGORY_NAMES[lang][category.toLowerCase()];
  return (
    <p className="eyebrow" lang={name || lang === 'es' ? undefined : 'es'}>
      {name ?? category}
    </p>
  );
}
