import type { Project, ProjectEnglish } from '@casa/core';

/** The English tab's values; the images' English texts live with each image of the gallery (use-project-images.ts). */
export type ProjectEnglishState = Omit<ProjectEnglish, 'imageAlts'>;

export function emptyProjectEnglish(): ProjectEnglishState {
  return {
    name: '',
    location: '',
    projectType: '',
    scope: '',
    description: '',
    heroTitle: '',
    heroSubtitle: '',
    keyFeatures: [],
    developmentProcess: [],
  };
}

/** Edit mode: the English values the project has (normalizeProject gives '' where none is written). */
export function projectEnglishToForm(project: Project): ProjectEnglishState {
  const en = project.en;
  return {
    name: en.name,
    location: en.location,
    projectType: en.projectType,
    scope: en.scope,
    description: en.description,
    heroTitle: en.heroTitle,
    heroSubtitle: en.heroSubtitle,
    keyFeatures: [...en.keyFeatures],
    developmentProcess: en.developmentProcess.map((stage) => ({ title: stage.title, description: stage.description })),
  };
}

/** The list without its entry at `index` (an English entry follows its Spanish one out of the form). */
export function withoutIndex<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** The list with `value` at `index`, padded with `blank` up to there (an English list may be shorter than the Spanish one). */
export function withIndex<T>(items: readonly T[], index: number, value: T, blank: T): T[] {
  const next = [...items];
  while (next.length < index) next.push(blank);
  next[index] = value;
  return next;
}

interface SpanishLists {
  keyFeatures: readonly string[];
  developmentProcess: readonly { title: string; description: string }[];
}

/**
 * The `en` field of POST/PUT /api/projects: the English texts trimmed, the features and stages
 * paired by position with the Spanish ones that are sent (an empty Spanish feature or an untitled
 * stage is not sent, so neither is its English twin), one image text per image in the order sent.
 */
export function englishToSend(spanish: SpanishLists, en: ProjectEnglishState, imageAlts: readonly string[]): ProjectEnglish {
  const keyFeatures = spanish.keyFeatures.flatMap((feature, index) =>
    feature.trim() === '' ? [] : [(en.keyFeatures[index] ?? '').trim()],
  );
  const developmentProcess = spanish.developmentProcess.flatMap((stage, index) => {
    if (stage.title.trim() === '') return [];
    const twin = en.developmentProcess[index];
    return [{ title: (twin?.title ?? '').trim(), description: (twin?.description ?? '').trim() }];
  });
  return {
    name: en.name.trim(),
    location: en.location.trim(),
    projectType: en.projectType.trim(),
    scope: en.scope.trim(),
    description: en.description.trim(),
    heroTitle: en.heroTitle.trim(),
    heroSubtitle: en.heroSubtitle.trim(),
    keyFeatures,
    developmentProcess,
    imageAlts: imageAlts.map((alt) => alt.trim()),
  };
}
