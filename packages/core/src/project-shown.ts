import { type Lang, shownText, type ShownText } from './i18n.js';
import { imageAlt, type Project } from './project.js';

/**
 * A project's texts as a page in a language shows them (docs/decisions/0026-english-site.md): the
 * English value where one is written, else the Spanish one marked lang="es". The lists (key
 * features, development stages, image alts) follow the Spanish ones by position.
 */
export type ProjectTextField = 'name' | 'location' | 'projectType' | 'scope' | 'description' | 'heroTitle' | 'heroSubtitle';

type ProjectTexts = Pick<Project, ProjectTextField | 'en'>;

export function projectText(project: ProjectTexts, field: ProjectTextField, lang: Lang): ShownText {
  return shownText(project[field] ?? '', project.en[field], lang);
}

/** The key feature at `index`. */
export function projectKeyFeature(project: Pick<Project, 'keyFeatures' | 'en'>, index: number, lang: Lang): ShownText {
  return shownText(project.keyFeatures[index] ?? '', project.en.keyFeatures[index], lang);
}

/** The development stage at `index`: its title and description, each on its own. */
export function projectStage(
  project: Pick<Project, 'developmentProcess' | 'en'>,
  index: number,
  lang: Lang,
): { title: ShownText; description: ShownText } {
  const stage = project.developmentProcess[index];
  const english = project.en.developmentProcess[index];
  return {
    title: shownText(stage?.title ?? '', english?.title, lang),
    description: shownText(stage?.description ?? '', english?.description, lang),
  };
}

/**
 * The alt of the gallery image at `index`. On an English page: its English alt; CASE: none
 * written, the English name says more to an English reader than a Spanish description; CASE:
 * neither, the Spanish alt (or name), marked lang="es".
 */
export function projectImageAlt(
  project: Pick<Project, 'name' | 'images' | 'imageUrls' | 'imageAlts' | 'en'>,
  index: number,
  lang: Lang,
): ShownText {
  if (lang === 'es') return { text: imageAlt(project, index), lang: undefined };
  const stored = project.images[index] === project.imageUrls[index];
  const own = stored ? project.en.imageAlts[index]?.trim() : '';
  if (own) return { text: own, lang: undefined };
  if (project.en.name.trim() !== '') return { text: project.en.name, lang: undefined };
  return { text: imageAlt(project, index), lang: 'es' };
}
