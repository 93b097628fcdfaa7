import { type Division, whatsappHref } from '@casa/core';
import { useSiteSettings } from '../../config/site-settings.js';
import { useLang, useShownText } from '../../lib/lang.js';
import styles from './whatsapp-button.module.css';
import { TEXTS } from './texts.js';

/**
 * The division's sales director on WhatsApp with a prefilled message (docs/product.md §2): hospitality's
 * marketing and sales director, or the corporate one. Floats in the bottom-left corner, across from the appointment button.
 * On an English page the role and the message are the English ones of Configuración where written.
 */
export function WhatsAppButton({ division }: { division: Division }) {
  const lang = useLang();
  const shown = useShownText();
  const settings = useSiteSettings();
  const contact = settings.divisions[division].whatsapp;
  const english = settings.en.divisions[division].whatsapp;
  const role = shown(contact.role, english.role);
  const message = shown(contact.message, english.message).text;
  const label = TEXTS[lang].label(contact.name, role.text);
  return (
    <a
      className={styles.button}
      // The settings keep the number with its country code first, digits only.
      href={whatsappHref(`+${contact.number}`, settings.phoneCountryCode, message) ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      data-testid="whatsapp-link"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" className={styles.icon}>
        <path
          fill="currentColor"
          d="M16.04 3C9.1 3 3.47 8.6 3.47 15.5c0 2.2.58 4.36 1.69 6.26L3.4 28.2l6.62-1.72a12.6 12.6 0 0 0 6.02 1.53h.01c6.93 0 12.56-5.6 12.56-12.5 0-3.34-1.31-6.48-3.68-8.84A12.5 12.5 0 0 0 16.04 3Zm0 22.88h-.01a10.4 10.4 0 0 1-5.3-1.45l-.38-.22-3.93 1.02 1.05-3.82-.25-.39a10.3 10.3 0 0 1-1.6-5.52c0-5.73 4.68-10.39 10.43-10.39 2.79 0 5.4 1.08 7.37 3.05a10.3 10.3 0 0 1 3.05 7.35c0 5.73-4.68 10.37-10.43 10.37Zm5.72-7.78c-.31-.16-1.85-.91-2.14-1.01-.29-.1-.5-.16-.71.16-.21.31-.81 1.01-1 1.22-.18.21-.37.23-.68.08-.31-.16-1.33-.49-2.53-1.56-.93-.83-1.56-1.85-1.75-2.16-.18-.31-.02-.48.14-.64.14-.14.31-.36.47-.55.16-.18.21-.31.31-.52.1-.21.05-.39-.03-.55-.08-.16-.71-1.7-.97-2.33-.26-.61-.52-.53-.71-.54h-.6c-.21 0-.55.08-.84.39-.29.31-1.1 1.07-1.1 2.61s1.13 3.03 1.28 3.24c.16.21 2.22 3.38 5.37 4.74.75.32 1.34.52 1.79.66.75.24 1.44.2 1.98.12.6-.09 1.85-.75 2.11-1.48.26-.73.26-1.35.18-1.48-.08-.13-.29-.21-.6-.36Z"
        />
      </svg>
      {/* The space between name and role keeps the shown words inside the link's name for screen
          readers and voice control (axe label-content-name-mismatch), now that touch screens show them. */}
      <span className={styles.tooltip} aria-hidden="true">
        <strong>{contact.name}</strong> <span lang={role.lang}>{role.text}</span>
      </span>
    </a>
  );
}
