import type { WhatsAppContact } from '@casa/core/content';

/** https://wa.me/<digits>?text=<prefilled message> (docs/product.md §2 "WhatsApp"). */
export function whatsappHref(contact: Pick<WhatsAppContact, 'number' | 'message'>): string {
  const digits = contact.number.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(contact.message)}`;
}
