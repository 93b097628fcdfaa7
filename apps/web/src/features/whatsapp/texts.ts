import type { Lang } from '@casa/core';

/** The WhatsApp button's name for screen readers: 'Escribir por WhatsApp a Ana, Directora' (docs/decisions/0026-english-site.md). */
export const TEXTS = {
  es: { label: (name: string, role: string) => `Escribir por WhatsApp a ${name}, ${role}` },
  en: { label: (name: string, role: string) => `Message ${name}, ${role}, on WhatsApp` },
} satisfies Record<Lang, { label: (name: string, role: string) => string }>;
