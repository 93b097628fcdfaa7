import type { Division } from '../divisions.js';
import { CORPORATIVO } from './corporativo.js';
import { HOSPITALITY } from './hospitality.js';
import { FRAME, type GeneratedPhoto, generatedPhoto, generatedPhotosIn } from './images.js';
import type { DivisionContent, ResponsiveImageRef } from './types.js';

export const DIVISION_CONTENT: Record<Division, DivisionContent> = {
  corporativo: CORPORATIVO,
  hospitality: HOSPITALITY,
};

/** The two full-height panels of the landing page. */
export const LANDING_IMAGES: Record<Division, ResponsiveImageRef> = {
  corporativo: generatedPhoto({
    name: 'landing-corporativo',
    kind: 'office',
    division: 'corporativo',
    seed: 101,
    ...FRAME.panel,
    alt: 'Oficina corporativa con escritorios de roble y luz natural',
  }),
  hospitality: generatedPhoto({
    name: 'landing-hospitality',
    kind: 'lounge',
    division: 'hospitality',
    seed: 102,
    ...FRAME.panel,
    alt: 'Salón de hotel con sofá de lino y lámpara de pie',
  }),
};

/** Every photo the site's content uses, for the build to draw (read by apps/web/scripts/generate-images.mjs). */
export function generatedPhotos(): GeneratedPhoto[] {
  return generatedPhotosIn([LANDING_IMAGES, DIVISION_CONTENT]);
}
