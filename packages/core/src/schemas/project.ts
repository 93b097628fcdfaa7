import { z } from 'zod';
import { CUSTOM_PROJECT_TYPE } from '../divisions.js';
import { LENGTHS, LIMITS, projectYearRange } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { PROJECT_STATUSES } from '../project.js';
import { divisionField, optionalText, requiredText } from './fields.js';
import { jsonField } from './json-field.js';

export const developmentStageSchema = z.object({
  title: requiredText(1, MESSAGES.stageTitleRequired, LENGTHS.stageTitle),
  description: optionalText(LENGTHS.stageDescription).transform((value) => value ?? ''),
});
export type DevelopmentStage = z.infer<typeof developmentStageSchema>;

const yearField = z.coerce
  .number({ error: () => yearMessage() })
  .int({ error: () => yearMessage() })
  .refine(
    (year) => {
      const { min, max } = projectYearRange();
      return year >= min && year <= max;
    },
    { error: () => yearMessage() },
  );

function yearMessage(): string {
  const { min, max } = projectYearRange();
  return MESSAGES.yearInvalid(min, max);
}

/** A brand reference as the form sends it: an id, or an object carrying one. */
const brandRefInput = z.union([
  z.coerce.number().int().positive(),
  z.object({ id: z.coerce.number().int().positive() }).transform((brand) => brand.id),
]);

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** 'draft' | 'published'; absent means published on create and unchanged on edit (docs/decisions/0013-project-drafts-featured-gallery.md). */
export const projectStatusField = z.preprocess(
  blankToUndefined,
  z.enum(PROJECT_STATUSES, { error: MESSAGES.projectStatusInvalid }).optional(),
);

/** 'true' | 'false' as multipart sends it, or a JSON boolean; absent means false on create and unchanged on edit. */
const featuredField = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : blankToUndefined(value)),
  z.boolean({ error: MESSAGES.featuredInvalid }).optional(),
);

/** The multipart body of POST/PUT /api/projects, validated on the server (docs/product.md §7). */
export const projectInputSchema = z.object({
  name: requiredText(1, MESSAGES.nameRequired),
  year: yearField,
  location: requiredText(1, MESSAGES.locationRequired),
  division: divisionField,
  projectType: requiredText(1, MESSAGES.typeRequired, LENGTHS.shortText),
  scope: requiredText(1, MESSAGES.scopeRequired, LENGTHS.scope),
  description: optionalText(LENGTHS.longText),
  heroTitle: optionalText(),
  heroSubtitle: optionalText(LENGTHS.scope),
  brands: jsonField(z.array(brandRefInput).max(200)).default([]),
  developmentProcess: jsonField(z.array(developmentStageSchema).max(LIMITS.maxDevelopmentStages, MESSAGES.stagesMax)).default([]),
  keyFeatures: jsonField(
    z
      .array(z.string().trim().max(LENGTHS.keyFeature, MESSAGES.tooLong(LENGTHS.keyFeature)))
      .max(LIMITS.maxKeyFeatures, MESSAGES.featuresMax)
      .transform((features) => features.filter((feature) => feature !== '')),
  ).default([]),
  existingImageUrls: jsonField(z.array(z.string().max(LENGTHS.url)).max(200)).optional(),
  status: projectStatusField,
  featured: featuredField,
  /** One text per image in the final order: existingImageUrls first, then the new files. */
  imageAlts: jsonField(
    z.array(z.string({ error: MESSAGES.invalidJson }).trim().max(LENGTHS.imageAlt, MESSAGES.tooLong(LENGTHS.imageAlt))).max(200),
  ).optional(),
});
export type ProjectInput = z.infer<typeof projectInputSchema>;

/** The admin project form (docs/product.md §2 "Project form dialog", §5). */
export const projectFormSchema = z
  .object({
    name: requiredText(1, MESSAGES.nameRequired),
    year: yearField,
    location: requiredText(1, MESSAGES.locationRequired),
    division: divisionField,
    projectType: z.string().max(LENGTHS.shortText, MESSAGES.tooLong(LENGTHS.shortText)),
    customTypeMode: z.boolean(),
    customType: z.string().max(LENGTHS.shortText, MESSAGES.tooLong(LENGTHS.shortText)),
    scope: requiredText(1, MESSAGES.scopeRequired, LENGTHS.scope),
    description: z.string().max(LENGTHS.longText, MESSAGES.tooLong(LENGTHS.longText)),
    heroTitle: z.string().max(LENGTHS.shortText, MESSAGES.tooLong(LENGTHS.shortText)),
    heroSubtitle: z.string().max(LENGTHS.scope, MESSAGES.tooLong(LENGTHS.scope)),
    brands: z.array(z.number().int()),
    developmentProcess: z
      .array(
        z.object({
          title: z.string().max(LENGTHS.stageTitle, MESSAGES.tooLong(LENGTHS.stageTitle)),
          description: z.string().max(LENGTHS.stageDescription, MESSAGES.tooLong(LENGTHS.stageDescription)),
        }),
      )
      .max(LIMITS.maxDevelopmentStages, MESSAGES.stagesMax),
    keyFeatures: z
      .array(z.string().max(LENGTHS.keyFeature, MESSAGES.tooLong(LENGTHS.keyFeature)))
      .max(LIMITS.maxKeyFeatures, MESSAGES.featuresMax),
    status: z.enum(PROJECT_STATUSES, { error: MESSAGES.projectStatusInvalid }),
    featured: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.customTypeMode) {
      if (values.customType.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['customType'], message: MESSAGES.customTypeRequired });
      }
    } else if (values.projectType.trim() === '' || values.projectType === CUSTOM_PROJECT_TYPE) {
      ctx.addIssue({ code: 'custom', path: ['projectType'], message: MESSAGES.typeRequired });
    }
  });
export type ProjectFormValues = z.input<typeof projectFormSchema>;

/** The type a form submits: the custom text in custom mode, else the chosen list value. */
export function effectiveProjectType(values: Pick<ProjectFormValues, 'customTypeMode' | 'customType' | 'projectType'>): string {
  return (values.customTypeMode ? values.customType : values.projectType).trim();
}
