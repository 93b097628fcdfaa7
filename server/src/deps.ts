import type { Knex } from 'knex';
import type { Config } from './config.js';

export interface Logger {
  info(message: string, extra?: unknown): void;
  error(message: string, error?: unknown): void;
}

/** Everything a feature needs, passed in one object (no globals), so tests build their own. */
export interface AppDeps {
  db: Knex;
  config: Config;
  log: Logger;
  /** Injected clock: session expiry and throttling are tested without waiting. */
  now: () => Date;
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
