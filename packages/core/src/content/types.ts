import type { Division } from '../divisions.js';

/** A WhatsApp sales contact: `number` holds digits only (country code first), `message` is prefilled. */
export interface WhatsAppContact {
  name: string;
  role: string;
  number: string;
  message: string;
}

export interface SiteConfig {
  name: string;
  blurb: string;
  phone: string;
  phoneHref: string;
  /** Country calling code of numbers written without one (the Dominican Republic: 1). */
  phoneCountryCode: string;
  salesEmail: string;
  hours: string;
  address: { street: string; area: 'Naco'; city: 'Santo Domingo'; country: 'República Dominicana' };
  map: { lat: number; lng: number; zoom: 16 };
  social: { label: string; href: string }[];
  whatsapp: Record<Division, WhatsAppContact>;
}

/**
 * A photo, most of them generated at build time (apps/web/scripts/generate-images.mjs, tools/demo-art):
 * `src` is `/images/generated/<name>.jpg`, with `<name>-<w>.webp` beside it for w in 640, 1280, 1920.
 */
export interface ResponsiveImageRef {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** A generated photo's scene, read by the build that draws it (`generatedPhotosIn`); pages ignore it. */
  scene?: SceneSpec;
}

export type BrandCategory = 'mobiliario' | 'acustica' | 'iluminacion';

export interface DivisionService {
  /** An icon name the web app knows how to draw (see apps/web/src/components/icon.tsx). */
  icon: string;
  title: string;
  description: string;
  image: ResponsiveImageRef;
}

export interface ProcessStep {
  title: string;
  subtitle: string;
  details: string[];
}

export interface DivisionContent {
  division: Division;
  /** Upper-case label of the division ('CORPORATIVO'). */
  label: string;
  title: string;
  subtitle: string;
  backgroundImage: ResponsiveImageRef;
  /** Hospitality only: 'PROYECTO DESTACADO'. */
  heroBadge?: string;
  about: { title: string; paragraphs: string[] };
  /** Exactly six (docs/product.md §9). */
  services: DivisionService[];
  /** Exactly six (docs/product.md §9). */
  process: ProcessStep[];
  leader: { name: string; role: string; photo: ResponsiveImageRef; bio: string[] };
  showcases: { title: string; caption: string; image: ResponsiveImageRef }[];
  projectsSubtitle: string;
  projectsBackground: ResponsiveImageRef;
  contactSubtitle: string;
  brands: { name: string; category: BrandCategory; logo?: string }[];
}

export type SceneKind =
  'office' | 'meeting' | 'reception' | 'lobby' | 'restaurant' | 'bedroom' | 'lounge' | 'terrace' | 'portrait' | 'logo';

/** How the build draws a generated photo (tools/demo-art): the kind of scene, its division's palette, a seed. */
export interface SceneSpec {
  kind: SceneKind;
  division: Division;
  seed: number;
  /** Text drawn into the scene: the wordmark of a logo, the sign of a reception wall. */
  label?: string;
}
