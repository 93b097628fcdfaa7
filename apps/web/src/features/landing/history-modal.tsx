import * as Dialog from '@radix-ui/react-dialog';
import { paragraphs } from '@casa/core';
import dialog from '../../components/dialog.module.css';
import { DialogClose } from '../../components/dialog-close.js';
import { usePageContent } from '../../config/page-content.js';
import { useSiteSettings, withCompanyName } from '../../config/site-settings.js';
import { useLang, useShownText } from '../../lib/lang.js';
import { TEXTS } from './texts.js';

/**
 * 'DESCUBRE LA HISTORIA DE …' opens the company history (docs/product.md §2). Radix Dialog traps focus,
 * returns it to the trigger, and closes on Escape, a backdrop click or the close button.
 */
export function HistoryModal({ triggerClassName }: { triggerClassName?: string }) {
  const settings = useSiteSettings();
  const name = settings.companyName;
  const pageContent = usePageContent();
  const t = TEXTS[useLang()];
  const shown = useShownText();
  const title = shown(pageContent.history.title, pageContent.en.history.title);
  const text = shown(pageContent.history.paragraphs, pageContent.en.history.paragraphs);
  return (
    <Dialog.Root>
      <Dialog.Trigger className={triggerClassName}>{t.historyButton(name)}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} data-testid="history-backdrop" />
        <Dialog.Content className={dialog.content}>
          <p className="eyebrow">{t.since}</p>
          <Dialog.Title className={dialog.title} lang={title.lang}>
            {withCompanyName(title.text, settings)}
          </Dialog.Title>
          <Dialog.Description className="sr-only">{t.historyDescription(name)}</Dialog.Description>
          <div className={dialog.body} lang={text.lang}>
            {paragraphs(text.text).map((paragraph) => (
              <p key={paragraph}>{withCompanyName(paragraph, settings)}</p>
            ))}
          </div>
          <DialogClose label={t.close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
