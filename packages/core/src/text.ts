// Helpers for the texts saved in Configuración, kept apart from the zod schemas: the public pages
// use them in every page's first download, where zod does not belong (docs/decisions/0014-scripts-after-first-paint.md).

/** A leader's bio as paragraphs (blank lines separate them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
