import { type Division, isDivision, MESSAGES } from '@casa/core';
import { badRequest, notFound } from './errors.js';

/** The largest value of an integer id column on both engines. */
const MAX_ID = 2_147_483_647;

/** A path id: digits within the integer column's range, else the resource simply is not there (404). */
export function parseId(value: unknown, message: string): number {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw notFound(message);
  return id;
}

/** `?division=` must be one of the two divisions; a list or any other value is a 400. */
export function parseDivision(value: unknown): Division {
  if (!isDivision(value)) throw badRequest(MESSAGES.invalidDivision, { division: [MESSAGES.invalidDivision] });
  return value;
}
