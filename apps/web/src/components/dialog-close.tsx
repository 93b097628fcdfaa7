import * as Dialog from '@radix-ui/react-dialog';
import dialog from './dialog.module.css';
import { useLang } from '../lib/lang.js';
import { Icon } from './icon.js';

/**
 * The × that closes a public dialog (history, brand, appointment, gallery): a 44 px target with an
 * accessible name ('Cerrar', 'Close' on an English page). `className` replaces the modal's corner placement where a dialog lays it out itself.
 */
export function DialogClose({ label, className = dialog.close, size = 22 }: { label?: string; className?: string; size?: number }) {
  const lang = useLang();
  return (
    <Dialog.Close className={`icon-button ${className}`} aria-label={label ?? (lang === 'en' ? 'Close' : 'Cerrar')}>
      <Icon name="close" size={size} strokeWidth={1.8} />
    </Dialog.Close>
  );
}
