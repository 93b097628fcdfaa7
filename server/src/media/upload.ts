import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { LIMITS, MESSAGES } from '@casa/core';
import type { Config } from '../config.js';
import { badRequest, HttpError } from '../http/errors.js';
import type { UploadedFile } from './service.js';
import { BUSY_RETRY_SECONDS, uploadBudget, uploadBusy } from './upload-budget.js';
import { removeTmpDir, requestTmpDir } from './upload-tmp.js';

/** Messages about the multipart form itself, which only this parser can produce. */
export const UPLOAD_MESSAGES = {
  singleFile: (field: string) => `Solo se puede subir un archivo en el campo ${field}.`,
  fieldTooLong: 'Uno de los campos es demasiado largo.',
  tooManyFields: 'La solicitud tiene demasiados campos.',
  badMultipart: 'El formulario enviado no es válido.',
} as const;

export interface UploadField {
  name: string;
  maxCount: number;
}

/** How long the bytes of a request whose client went away stay counted, at most, if its handler never answers. */
const ABANDONED_RELEASE_MS = 120_000;

/** Field values beyond this are refused before zod sees them (zod caps each field far lower). */
const MAX_FIELD_BYTES = 256 * 1024;

function messageFor(error: multer.MulterError, fields: readonly UploadField[]): HttpError {
  const field = error.field ?? '';
  const errors = (message: string) => badRequest(message, { [field || 'files']: [message] });
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return errors(MESSAGES.imageTooLarge);
    case 'LIMIT_FILE_COUNT':
      return errors(MESSAGES.imageLimit);
    case 'LIMIT_UNEXPECTED_FILE': {
      // CASE: a known field over its maxCount (the 21st image) vs. a file in a field we do not take.
      const known = fields.find((entry) => entry.name === field);
      if (!known) return errors(MESSAGES.unexpectedField);
      return errors(known.maxCount > 1 ? MESSAGES.imageLimit : UPLOAD_MESSAGES.singleFile(field));
    }
    case 'LIMIT_FIELD_VALUE':
      return errors(UPLOAD_MESSAGES.fieldTooLong);
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_KEY':
      return errors(UPLOAD_MESSAGES.tooManyFields);
    default:
      return errors(UPLOAD_MESSAGES.badMultipart);
  }
}

/**
 * Multipart parsing to disk with the hard limits of docs/architecture.md §Media: 10 MB a file, 20
 * images, image types only. Each file streams into a folder of its own request under
 * DATA_DIR/tmp, so memory does not grow with an upload's size; the folder is removed once the
 * request is over, whether it succeeded, failed or its client went away. Every parsing failure is
 * the client's (a 400 with a Spanish message). The bytes are checked for real by processImage
 * later; the declared type is only a first filter.
 */
export function uploadFiles(config: Config, fields: readonly UploadField[], typeMessage: string = MESSAGES.notAnImage): RequestHandler {
  const budget = uploadBudget(config);
  const maxFiles = fields.reduce((sum, field) => sum + field.maxCount, 0);
  /** The most one request can put on disk: every file at its limit, plus the text fields. */
  const requestMax = maxFiles * LIMITS.maxImageBytes + 1024 * 1024;
  const folders = new WeakMap<Request, string>();
  const storage = multer.diskStorage({
    destination: (req, _file, done) => done(null, folders.get(req) ?? config.uploadTmpDir),
    filename: (_req, _file, done) => done(null, randomBytes(8).toString('hex')),
  });
  const middleware = multer({
    storage,
    limits: {
      fileSize: LIMITS.maxImageBytes,
      files: maxFiles,
      fields: 60,
      parts: maxFiles + 60,
      fieldSize: MAX_FIELD_BYTES,
      fieldNameSize: 100,
    },
    fileFilter: (_req, file, accept) => {
      if (file.mimetype.toLowerCase().startsWith('image/')) accept(null, true);
      else accept(badRequest(typeMessage, { [file.fieldname]: [typeMessage] }));
    },
  }).fields(fields.map((field) => ({ name: field.name, maxCount: field.maxCount })));

  return (req, res, next) => {
    // The body goes to disk until the handler has answered, so its size is taken from the
    // server-wide disk budget before a byte is read (Node reads no more than Content-Length), and
    // given back once the request is over (below). Without a length, the worst case. Requests
    // arriving together each take theirs here, synchronously, so they can never overbook it.
    const declared = Number(req.get('content-length'));
    const bytes = Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, requestMax) : requestMax;
    if (!budget.tryReserve(bytes)) {
      res.setHeader('Retry-After', String(BUSY_RETRY_SECONDS));
      // The unread body is read and thrown away by Node once the answer is sent (never stored).
      // Closing the connection instead would cut the browser off mid-upload, and the admin would
      // see a network error rather than this Spanish message.
      next(uploadBusy());
      return;
    }
    let folder: string | null = null;
    // Released once the response has closed *and* the handler has answered: a client that goes
    // away mid-upload closes the response early, while its images are still being decoded from
    // the folder.
    let ended = false;
    let closed = false;
    let released = false;
    const release = () => {
      if (released || !ended || !closed) return;
      released = true;
      const done = () => budget.release(bytes);
      if (folder === null) done();
      else void removeTmpDir(folder).finally(done);
    };
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      ended = true;
      const result = end(...args);
      release();
      return result;
    }) as typeof res.end;
    res.once('close', () => {
      closed = true;
      release();
      // A handler that never answers a closed response must not hold the budget for ever.
      if (!released) setTimeout(() => ((ended = true), release()), ABANDONED_RELEASE_MS).unref();
    });
    requestTmpDir(config.uploadTmpDir).then(
      (dir) => {
        folder = dir;
        folders.set(req, dir);
        // Released already: the client went away while the folder was being made.
        if (released) return void removeTmpDir(dir);
        middleware(req, res, (error?: unknown) => {
          if (!error) return next();
          if (error instanceof HttpError) return next(error);
          if (error instanceof multer.MulterError) return next(messageFor(error, fields));
          // busboy's own errors (truncated body, malformed headers) are the client's too.
          next(badRequest(UPLOAD_MESSAGES.badMultipart));
        });
      },
      (error: unknown) => next(error),
    );
  };
}

/** An uploaded file as the services take it: its fields, and where its bytes are on disk. */
function uploadedFile(file: Express.Multer.File): UploadedFile {
  return { fieldname: file.fieldname, originalname: file.originalname, path: file.path, size: file.size };
}

/** The uploaded files of one field, in the order they were sent. */
export function filesOf(files: unknown, field: string): UploadedFile[] {
  if (!files || typeof files !== 'object' || Array.isArray(files)) return [];
  const list = (files as Record<string, Express.Multer.File[] | undefined>)[field];
  return Array.isArray(list) ? list.map(uploadedFile) : [];
}
