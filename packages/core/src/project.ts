import { FALLBACK_COVER_URL } from './media.js';
import type { ProjectEnglish } from './schemas/english.js';
import { type ParseErrorLogger, parseNestedJson, toInteger, toList, toOptionalText, toText, warnParseError } from './parse.js';

export interface ProjectBrandRef {
  id: number;
  name: string | null;
  logoUrl: string | null;
}

/** 'draft' (Borrador) is never shown publicly; 'published' (Publicado) is (docs/decisions/0013-project-drafts-featured-gallery.md). */
export const PROJECT_STATUSES = ['draft', 'published'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The admin's words for each status. */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = { draft: 'Borrador', published: 'Publicado' };

export interface ProcessStage {
  title: string;
  description: string;
}

/** A project as every client reads it, after `normalizeProject` (docs/product.md §3 "read tolerance"). */
export interface Project {
  id: number;
  name: string;
  year: number | null;
  location: string;
  division: string;
  projectType: string;
  scope: string;
  description: string | null;
  heroTitle: string | null;
  heroSubtitle: string | null;
  /** heroImageData when present, else heroImageUrl. */
  heroImage: string | null;
  /** The gallery to show: imageDataArray when it has entries, else imageUrls. */
  images: string[];
  /** The stored gallery URLs, which an edit sends back as existingImageUrls. */
  imageUrls: string[];
  /** The first image, or the stock fallback. */
  cover: string;
  brands: ProjectBrandRef[];
  keyFeatures: string[];
  developmentProcess: ProcessStage[];
  createdAt: string | null;
  /** Anything but 'draft' reads as published: rows from before drafts existed are public. */
  status: ProjectStatus;
  /** Chosen with 'Destacado' for the division home. */
  featured: boolean;
  /** One alternative text per entry of imageUrls ('' when none was written). */
  imageAlts: string[];
  /** The English texts ('' where none is written yet: the English page shows the Spanish one), docs/decisions/0026-english-site.md. */
  en: ProjectEnglish;
}

export interface NormalizeOptions {
  log?: ParseErrorLogger;
}

function stringList(value: unknown, field: string, log: ParseErrorLogger): string[] {
  return toList(value, field, log).filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** Stages may be a list, JSON text, or a list of JSON texts; stages without a title are dropped. */
export function parseDevelopmentProcess(value: unknown, log: ParseErrorLogger = warnParseError): ProcessStage[] {
  const stages: ProcessStage[] = [];
  for (const item of toList(value, 'developmentProcess', log)) {
    const stage = typeof item === 'string' ? parseNestedJson(item, 'developmentProcess[]', log) : item;
    if (stage === null || typeof stage !== 'object' || Array.isArray(stage)) continue;
    const { title, description } = stage as Record<string, unknown>;
    const cleanTitle = toText(title).trim();
    if (cleanTitle === '') continue;
    stages.push({ title: cleanTitle, description: toText(description).trim() });
  }
  return stages;
}

/** Features may be a list, JSON text, comma-separated text, or entries that are themselves JSON lists. */
export function parseKeyFeatures(value: unknown, log: ParseErrorLogger = warnParseError): string[] {
  const entries = typeof value === 'string' && !/^\s*[["]/.test(value) ? [value] : toList(value, 'keyFeatures', log);
  const features: string[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    const trimmed = entry.trim();
    if (trimmed.startsWith('[')) {
      const nested = parseNestedJson(trimmed, 'keyFeatures[]', log);
      if (Array.isArray(nested)) {
        features.push(...nested.filter((item): item is string => typeof item === 'string'));
        continue;
      }
    }
    features.push(...trimmed.split(','));
  }
  return features.map((feature) => feature.trim()).filter((feature) => feature !== '');
}

/** Brands may be a list or JSON text, of ids or of {id, name, logoUrl} objects. */
export function parseProjectBrands(value: unknown, log: ParseErrorLogger = warnParseError): ProjectBrandRef[] {
  const seen = new Set<number>();
  const brands: ProjectBrandRef[] = [];
  for (const item of toList(value, 'brands', log)) {
    const parsed = typeof item === 'string' && item.trim().startsWith('{') ? parseNestedJson(item, 'brands[]', log) : item;
    let ref: ProjectBrandRef | null = null;
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const record = parsed as Record<string, unknown>;
      const id = toInteger(record.id);
      if (id !== null) ref = { id, name: toOptionalText(record.name), logoUrl: toOptionalText(record.logoUrl) };
    } else {
      const id = toInteger(parsed);
      if (id !== null) ref = { id, name: null, logoUrl: null };
    }
    if (ref && !seen.has(ref.id)) {
      seen.add(ref.id);
      brands.push(ref);
    }
  }
  return brands;
}

/** Reads any stored or fetched project tolerantly (docs/product.md §3). Never throws. */
export function normalizeProject(raw: unknown, options: NormalizeOptions = {}): Project {
  const log = options.log ?? warnParseError;
  const value = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const imageUrls = stringList(value.imageUrls, 'imageUrls', log);
  const imageData = stringList(value.imageDataArray, 'imageDataArray', log);
  const images = imageData.length > 0 ? imageData : imageUrls;
  return {
    id: toInteger(value.id) ?? 0,
    name: toText(value.name),
    year: toInteger(value.year),
    location: toText(value.location),
    division: toText(value.division),
    projectType: toText(value.projectType),
    scope: toText(value.scope),
    description: toOptionalText(value.description),
    heroTitle: toOptionalText(value.heroTitle),
    heroSubtitle: toOptionalText(value.heroSubtitle),
    heroImage: toOptionalText(value.heroImageData) ?? toOptionalText(value.heroImageUrl),
    images,
    imageUrls,
    cover: images[0] ?? FALLBACK_COVER_URL,
    brands: parseProjectBrands(value.brands, log),
    keyFeatures: parseKeyFeatures(value.keyFeatures, log),
    developmentProcess: parseDevelopmentProcess(value.developmentProcess, log),
    createdAt: toOptionalText(value.createdAt),
    status: value.status === 'draft' ? 'draft' : 'published',
    featured: value.featured === true || value.featured === 'true' || value.featured === 1,
    imageAlts: alignAlts(toList(value.imageAlts, 'imageAlts', log), imageUrls.length),
    en: projectEnglishFrom(value.en),
  };
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const recordOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A project's English texts read tolerantly (zod-free, for the public pages): anything missing or of another kind reads as '' (not written). */
export function projectEnglishFrom(raw: unknown): ProjectEnglish {
  const value = recordOf(raw);
  const list = (field: unknown) => (Array.isArray(field) ? field : []);
  return {
    name: textOf(value.name),
    location: textOf(value.location),
    projectType: textOf(value.projectType),
    scope: textOf(value.scope),
    description: textOf(value.description),
    heroTitle: textOf(value.heroTitle),
    heroSubtitle: textOf(value.heroSubtitle),
    keyFeatures: list(value.keyFeatures).map(textOf),
    developmentProcess: list(value.developmentProcess).map((stage) => {
      const record = recordOf(stage);
      return { title: textOf(record.title), description: textOf(record.description) };
    }),
    imageAlts: list(value.imageAlts).map(textOf),
  };
}

/** Alternative texts aligned with a gallery of `count` images: missing or non-text entries read as ''. */
export function alignAlts(alts: readonly unknown[], count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const alt = alts[index];
    return typeof alt === 'string' ? alt.trim() : '';
  });
}

/** The `alt` of the gallery image at `index`: its own text, else the project's name (docs/decisions/0013-project-drafts-featured-gallery.md). */
export function imageAlt(project: Pick<Project, 'name' | 'images' | 'imageUrls' | 'imageAlts'>, index: number): string {
  const own = project.images[index] === project.imageUrls[index] ? project.imageAlts[index]?.trim() : '';
  return own || project.name;
}

/** A list response: anything that is not an array reads as no projects. */
export function normalizeProjectList(raw: unknown, options: NormalizeOptions = {}): Project[] {
  return Array.isArray(raw) ? raw.map((item) => normalizeProject(item, options)) : [];
}
