import { alignAlts, type ParseErrorLogger, type ProjectEnglish, projectEnglishFrom } from '@casa/core';

/**
 * The `en` column read tolerantly: JSON text ('{}' for rows from before the English texts), each
 * text missing or of another kind reading as ''; its alternative texts aligned with the gallery.
 */
export function englishOfRow(raw: unknown, imageCount: number, log: ParseErrorLogger): ProjectEnglish {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch (error) {
      log('en', raw, error);
      value = {};
    }
  }
  const en = projectEnglishFrom(value);
  return { ...en, imageAlts: alignAlts(en.imageAlts, imageCount) };
}

/** The English texts a list's card carries (docs/decisions/0025-project-pages.md): the card's fields, the description clipped by `clip`. */
export type ProjectCardEnglish = Pick<ProjectEnglish, 'name' | 'location' | 'projectType' | 'scope' | 'description' | 'imageAlts'>;

export function cardEnglish(en: ProjectEnglish, clip: (text: string) => string | null): ProjectCardEnglish {
  return {
    name: en.name,
    location: en.location,
    projectType: en.projectType,
    scope: en.scope,
    description: clip(en.description) ?? '',
    imageAlts: en.imageAlts,
  };
}
