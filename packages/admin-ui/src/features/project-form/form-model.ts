import {
  type Brand,
  type Division,
  effectiveProjectType,
  isDivision,
  type Project,
  type ProjectBrandRef,
  type projectFormSchema,
  type ProjectFormValues,
  type ProjectEnglish,
  projectYearRange,
} from '@casa/core';
import { emptyProjectEnglish, type ProjectEnglishState, projectEnglishToForm } from './english-model.js';
import { EMPTY_TYPE, typeStateFor } from './project-type.js';

/**
 * What the form holds, with the year as the InputNumber gives it, and the English tab's values
 * (the schema does not read them: englishToSend does, when the Spanish ones are valid).
 */
export type ProjectFormState = Omit<ProjectFormValues, 'year' | 'division'> & {
  year: number | null;
  division: Division;
  en: ProjectEnglishState;
};
/** What the schema hands back after validation. */
export type ProjectFormOutput = ReturnType<typeof projectFormSchema.parse>;

/** Form fields the server may name in a refused save's `errors` (the multipart text fields of docs/product.md §7). */
export const PROJECT_FIELDS = [
  'name',
  'year',
  'location',
  'division',
  'projectType',
  'scope',
  'description',
  'heroTitle',
  'heroSubtitle',
  'status',
  'featured',
] as const;

export function emptyProjectForm(now: Date = new Date()): ProjectFormState {
  return {
    name: '',
    year: projectYearRange(now).max,
    location: '',
    division: 'corporativo',
    ...EMPTY_TYPE,
    scope: '',
    description: '',
    heroTitle: '',
    heroSubtitle: '',
    brands: [],
    developmentProcess: [],
    keyFeatures: [],
    status: 'published',
    featured: false,
    en: emptyProjectEnglish(),
  };
}

/**
 * Edit mode: the form prefilled from a project. `normalizeProject` (core) already read brands,
 * stages and features tolerantly from lists or JSON text, malformed data being empty.
 */
export function projectToForm(project: Project, now: Date = new Date()): ProjectFormState {
  const division: Division = isDivision(project.division) ? project.division : 'corporativo';
  return {
    ...emptyProjectForm(now),
    name: project.name,
    year: project.year,
    location: project.location,
    division,
    ...typeStateFor(division, project.projectType),
    scope: project.scope,
    description: project.description ?? '',
    heroTitle: project.heroTitle ?? '',
    heroSubtitle: project.heroSubtitle ?? '',
    brands: project.brands.map((brand) => brand.id),
    developmentProcess: project.developmentProcess.map((stage) => ({ title: stage.title, description: stage.description })),
    keyFeatures: [...project.keyFeatures],
    status: project.status,
    featured: project.featured,
    en: projectEnglishToForm(project),
  };
}

/** Selected ids as {id, name, logoUrl}, from the brand list or else what the project stored. */
export function selectedBrandRefs(
  ids: readonly number[],
  brands: readonly Brand[],
  stored: readonly ProjectBrandRef[] = [],
): ProjectBrandRef[] {
  return ids.map((id) => {
    const brand = brands.find((item) => item.id === id);
    if (brand) return { id, name: brand.name, logoUrl: brand.logoUrl || null };
    return stored.find((item) => item.id === id) ?? { id, name: null, logoUrl: null };
  });
}

/** Stages worth sending: those with a title (a stage without one would be dropped on read). */
export function cleanStages(stages: ProjectFormOutput['developmentProcess']): { title: string; description: string }[] {
  return stages
    .map((stage) => ({ title: stage.title.trim(), description: stage.description.trim() }))
    .filter((stage) => stage.title !== '');
}

/** Indexes of stages with a description but no title: the form asks for the title. */
export function untitledStages(stages: ProjectFormState['developmentProcess']): number[] {
  return stages.flatMap((stage, index) => (stage.title.trim() === '' && stage.description.trim() !== '' ? [index] : []));
}

export function cleanFeatures(features: readonly string[]): string[] {
  return features.map((feature) => feature.trim()).filter((feature) => feature !== '');
}

export interface ProjectFiles {
  brands: ProjectBrandRef[];
  heroImage: File | null;
  images: readonly File[];
  /** null: not sent (create, or an edit of a project that had no images). */
  existingImageUrls: string[] | null;
  /** One text per image: existingImageUrls' images first, then the new files. */
  imageAlts: string[];
  /** The English texts (englishToSend), sent as the JSON field `en`; absent: not sent. */
  en?: ProjectEnglish;
}

function putText(data: FormData, key: string, value: string | null | undefined) {
  const text = value?.trim() ?? '';
  if (text !== '') data.append(key, text);
}

/**
 * The multipart body of POST/PUT /api/projects (docs/product.md §7): empty values are not sent, brands are
 * always sent (`[]` when none), stages and features only when there are some; status, featured and
 * imageAlts always (docs/decisions/0013-project-drafts-featured-gallery.md); the English texts as the
 * JSON text `en` (docs/decisions/0026-english-site.md).
 */
export function buildProjectFormData(values: ProjectFormOutput, files: ProjectFiles): FormData {
  const data = new FormData();
  putText(data, 'name', values.name);
  data.append('year', String(values.year));
  putText(data, 'location', values.location);
  data.append('division', values.division);
  putText(data, 'projectType', effectiveProjectType(values));
  putText(data, 'scope', values.scope);
  putText(data, 'description', values.description);
  putText(data, 'heroTitle', values.heroTitle);
  putText(data, 'heroSubtitle', values.heroSubtitle);
  data.append('brands', JSON.stringify(files.brands));
  const stages = cleanStages(values.developmentProcess);
  if (stages.length > 0) data.append('developmentProcess', JSON.stringify(stages));
  const features = cleanFeatures(values.keyFeatures);
  if (features.length > 0) data.append('keyFeatures', JSON.stringify(features));
  data.append('status', values.status);
  data.append('featured', String(values.featured));
  if (files.existingImageUrls !== null) data.append('existingImageUrls', JSON.stringify(files.existingImageUrls));
  data.append('imageAlts', JSON.stringify(files.imageAlts));
  if (files.en) data.append('en', JSON.stringify(files.en));
  if (files.heroImage) data.append('heroImage', files.heroImage, files.heroImage.name);
  for (const image of files.images) data.append('images', image, image.name);
  return data;
}
