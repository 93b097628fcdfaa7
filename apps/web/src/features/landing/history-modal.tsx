import * as Dialog from '@radix-ui/react-dialog';
import { paragraphs } from '@casa/core';
import dialog from '../../components/dialog.module.css';
import { DialogClose } from '../../components/dialog-close.js';
import { usePageContent } from '../../config/page-content.js';
import { useSiteSettings, withCompanyName } from '../../config/site-settings.js';

/**
 * 'DESCUBRE LA HISTORIA DE …' opens the company history (docs/product.md §2). Radix Dialog traps focus,
 * returns it to the trigger, and closes on Escape, a backdrop click or the close button.
 */
export function HistoryModal({ triggerClassName }: { triggerClassName?: string }) {
  const settings = useSiteSettings();
  const name = settings.companyName;
  const history = usePageContent().history;
  return (
    <Dialog.Root>
      <Dialog.Trigger className={triggerClassName}>DESCUBRE LA HISTORIA DE {name.toUpperCase()}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} data-testid="history-backdrop" />
        <Dialog.Content className={dialog.content}>
          <p className="eyebrow">Desde 1998</p>
          <Dialog.Title className={dialog.title}>{withCompanyName(history.title, settings)}</Dialog.Title>
          <Dialog.Description className="sr-only">La historia de {name} y de sus dos divisiones.</Dialog.Description>
          <div className={dialog.body}>
            {paragraphs(history.paragraphs).map((paragraph) => (
              <p key={paragraph}>{withCompanyName(paragraph, settings)}</p>
            ))}
          </div>
          <DialogClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
