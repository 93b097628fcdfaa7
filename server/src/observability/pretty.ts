import type { Writable } from 'node:stream';

const LEVEL_COLORS: Record<string, string> = { error: '31', fatal: '31', warn: '33', info: '36', debug: '90' };
/** Keys every line has, shown in the line's head rather than as key=value. */
const HEAD_KEYS = new Set(['time', 'level', 'msg', 'pid', 'hostname', 'err']);

function value(text: unknown): string {
  const shown = typeof text === 'string' ? text : JSON.stringify(text);
  return /[\s"=]/.test(shown) ? JSON.stringify(shown) : shown;
}

/**
 * One pino JSON line as a person reads it in a terminal: `14:02:11 INFO  mensaje key=value`, and an
 * error's stack on the lines below (pino-pretty does this and much more; this is all `npm start`
 * needs, without its dependencies).
 */
export function formatPretty(line: string, color = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const level = String(entry.level ?? '');
  const label = level.toUpperCase().padEnd(5);
  const tinted = color && LEVEL_COLORS[level] ? `\u001b[${LEVEL_COLORS[level]}m${label}\u001b[0m` : label;
  const fields = Object.entries(entry)
    .filter(([key]) => !HEAD_KEYS.has(key))
    .map(([key, field]) => `${key}=${value(field)}`);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `\n    ${(err.stack ?? err.message ?? '').split('\n').join('\n    ')}` : '';
  return `${time} ${tinted} ${String(entry.msg ?? '')}${fields.length > 0 ? ` ${fields.join(' ')}` : ''}${stack}\n`;
}

/** A pino destination that writes each line through formatPretty (colours on a TTY). */
export function prettyDestination(out: Writable & { isTTY?: boolean }): { write(line: string): void } {
  const color = out.isTTY === true;
  return { write: (line) => void out.write(formatPretty(line, color)) };
}
