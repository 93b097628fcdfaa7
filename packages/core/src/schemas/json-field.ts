import { z } from 'zod';
import { MESSAGES } from '../messages.js';

/**
 * A multipart field holding JSON text (docs/product.md §7: brands, developmentProcess, keyFeatures,
 * existingImageUrls). Accepts the already-parsed value too, so JSON bodies work the same.
 */
export function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.issues.push({ code: 'custom', message: MESSAGES.invalidJson, input: value });
      return z.NEVER;
    }
  }, schema);
}
