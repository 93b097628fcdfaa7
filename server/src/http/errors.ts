import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MESSAGES } from '@casa/core';
import type { z } from 'zod';
import type { LogFields } from '../deps.js';
import { requestIdOf } from '../observability/request-log.js';

/** An error the client caused or may see: answered as JSON `{ message, errors? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new HttpError(400, message, errors);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Field → messages, from a zod error (the keys match the form's field names). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses with a core schema or throws a 400 whose message is the first problem. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = result.error.issues[0]?.message ?? MESSAGES.validationFailed;
  throw badRequest(first, errors);
}

/** Unknown /api paths answer JSON 404, never the site's HTML. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(notFound());

/**
 * The last handler: client errors keep their message; anything unexpected is logged and answered
 * with a generic Spanish 500, never a stack trace.
 */
export function errorHandler(log: (message: string, error?: unknown, fields?: LogFields) => void): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    // CASE: part of the response is already out: no JSON can follow. Express's final handler
    // destroys the connection, so the client sees a broken response instead of waiting forever.
    if (res.headersSent) {
      log('error after the response had started', error, { reqId: requestIdOf(req) });
      next(error);
      return;
    }
    if (error instanceof HttpError) {
      if (error.headers) res.set(error.headers);
      res.status(error.status).json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
      return;
    }
    // CASE: body-parser and friends flag client faults with a 4xx status (bad JSON, too large).
    const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413 ? 'La solicitud es demasiado grande.' : status === 404 ? MESSAGES.notFound : 'La solicitud no es válida.';
      res.status(status).json({ message });
      return;
    }
    // The request's id ties the stack to its request line (observability/request-log.ts).
    log('unexpected error', error, { reqId: requestIdOf(req) });
    res.status(500).json({ message: MESSAGES.serverError });
  };
}
