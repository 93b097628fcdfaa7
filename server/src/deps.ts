import type { Knex } from 'knex';
import type { Config } from './config.js';
import type { Metrics } from './observability/metrics.js';

/** Structured fields of a log line (`reqId`, `status`, …). */
export type LogFields = Record<string, unknown>;

export interface Logger {
  /** `extra`: fields of the line when a plain object, else shown as `detail`. */
  info(message: string, extra?: unknown): void;
  /** `error` is logged with its stack; `fields` (the request id) go on the same line. */
  error(message: string, error?: unknown, fields?: LogFields): void;
}

/** Everything a feature needs, passed in one object (no globals), so tests build their own. */
export interface AppDeps {
  db: Knex;
  config: Config;
  log: Logger;
  /** Injected clock: session expiry and throttling are tested without waiting. */
  now: () => Date;
  /** Counters for GET /metrics; absent when METRICS_TOKEN is unset (and in most tests). */
  metrics?: Metrics;
}

export function consoleLogger(level: Config['logLevel']): Logger {
  return {
    info: (message, extra) => {
      if (level === 'info') console.log(message, ...(extra === undefined ? [] : [extra]));
    },
    error: (message, error) => {
      if (level !== 'silent') console.error(message, error);
    },
  };
}
