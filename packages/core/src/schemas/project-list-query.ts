import { z } from 'zod';
import { DIVISIONS } from '../divisions.js';
import { LENGTHS } from '../limits.js';
import { PROJECT_STATUSES } from '../project.js';
import { PROJECT_LIST_MESSAGES, PROJECT_PAGING } from '../project-list.js';

const single = (value: unknown) => (Array.isArray(value) ? { list: true } : value);
const blank = (value: unknown) => (value === '' ? undefined : value);

const intField = (message: string, min: number, max: number) =>
  z.preprocess(
    single,
    z
      .string({ error: () => message })
      .regex(/^\d{1,9}$/, { error: () => message })
      .transform(Number)
      .refine((value) => value >= min && value <= max, { error: () => message }),
  );

const textFilter = (max: number) =>
  z.preprocess(
    (value) => blank(single(value)),
    z
      .string({ error: () => PROJECT_LIST_MESSAGES.text(max) })
      .trim()
      .max(max, { error: () => PROJECT_LIST_MESSAGES.text(max) })
      .optional(),
  );

/** The query of a paged list as the API reads it (`?page=&pageSize=&type=&year=&location=&q=`). */
export const projectListQuerySchema = z.object({
  page: intField(PROJECT_LIST_MESSAGES.page, 1, 1_000_000),
  pageSize: z.preprocess(
    (value) => (value === undefined ? String(PROJECT_PAGING.publicPageSize) : value),
    intField(PROJECT_LIST_MESSAGES.pageSize, 1, PROJECT_PAGING.maxPageSize),
  ),
  type: textFilter(LENGTHS.shortText),
  year: z.preprocess((value) => blank(single(value)), intField(PROJECT_LIST_MESSAGES.year, 1000, 9999).optional()),
  location: textFilter(LENGTHS.shortText),
  q: textFilter(PROJECT_PAGING.maxSearch),
  /** 'featured': the projects marked 'Destacado' first, then the newest (the division home's two). */
  sort: z.preprocess(
    (value) => blank(single(value)),
    z.enum(['newest', 'featured'], { error: () => PROJECT_LIST_MESSAGES.sort }).optional(),
  ),
  /** The staff list only: 'draft' or 'published'. */
  status: z.preprocess((value) => blank(single(value)), z.enum(PROJECT_STATUSES, { error: () => PROJECT_LIST_MESSAGES.status }).optional()),
  /** The staff list only: 'true' for the projects marked 'Destacado', 'false' for the others. */
  featured: z.preprocess(
    (value) => blank(single(value)),
    z
      .enum(['true', 'false'], { error: () => PROJECT_LIST_MESSAGES.featured })
      .transform((value) => value === 'true')
      .optional(),
  ),
  /** The staff list only (the public list reads `division` as it always has). */
  division: z.preprocess((value) => blank(single(value)), z.enum(DIVISIONS, { error: () => PROJECT_LIST_MESSAGES.division }).optional()),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;
