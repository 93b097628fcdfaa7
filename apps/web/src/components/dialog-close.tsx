import * as Dialog from '@radix-ui/react-dialog';
import dialog from './dialog.module.css';
import { Icon } from './icon.js';

/**
 * The × that closes a public dialog (history, brand, appointment, gallery): a 44 px target with an
 * accessible name. `className` replaces the modal's corner placement where a dialog lays it out itself.
 */
export function DialogClose({
  label = 'Cerrar',
  className = dialog.close,
  size = 22,
}: {
  label?: string;
  className?: string;
  size?: number;
}) {
  return (
    <Dialog.Close className={`icon-button ${className}`} aria-label={label}>
      <Icon name="close" size={size} strokeWidth={1.8} />
    </Dialog.Close>
  );
}
