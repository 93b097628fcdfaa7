import pino, { type DestinationStream } from 'pino';
import type { Config } from '../config.js';
import type { LogFields, Logger } from '../deps.js';
import { prettyDestination } from './pretty.js';

/**
 * Keys whose values never reach a log line, wherever they sit (docs/decisions/0019-production-path.md).
 * Nothing logs them on purpose; this catches an `extra` object that happens to carry one.
 */
const SECRET_KEYS = ['password', 'currentPassword', 'newPassword', 'token', 'cookie', 'authorization', 'set-cookie', 'body'];

const isPlainObject = (value: unknown): value is LogFields =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** An Error for pino's `err` serializer (type, message, stack); anything else (a message, a zod issue list) as `detail`. */
function errorField(error: unknown): LogFields {
  if (error === undefined) return {};
  if (error instanceof Error) return { err: error };
  return { detail: error };
}

export interface AppLogger extends Logger {
  /** The pino logger underneath, for tests that flush it. */
  readonly pino: pino.Logger;
}

/**
 * The server's logger: pino, one JSON object a line (`LOG_FORMAT=json`, for journald or a log
 * shipper), or readable lines for a terminal (`LOG_FORMAT=pretty`, what `npm start` uses).
 * `destination` replaces standard output (tests read the lines back).
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>, destination?: DestinationStream): AppLogger {
  // Written synchronously: the line of a crash is never lost in a buffer (a write is microseconds).
  const out =
    destination ?? (config.logFormat === 'pretty' ? prettyDestination(process.stdout) : pino.destination({ dest: 1, sync: true }));
  const logger = pino(
    {
      level: config.logLevel,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`]), censor: '[oculto]' },
    },
    out,
  );
  return {
    pino: logger,
    info(message, extra) {
      if (extra === undefined) logger.info(message);
      else logger.info(isPlainObject(extra) ? extra : { detail: extra }, message);
    },
    error(message, error, fields) {
      logger.error({ ...fields, ...errorField(error) }, message);
    },
  };
}
