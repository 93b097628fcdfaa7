import type { Division } from '@casa/core';

// Placeholder: the per-division WhatsApp contact (SPEC §2) is being built.
export function WhatsAppButton(_props: { division: Division }) {
  return null;
}
