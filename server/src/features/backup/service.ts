import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { once } from 'node:events';
import zlib from 'node:zlib';
import type { Knex } from 'knex';
import { publicContentChanged } from '../../cache/index.js';
import { dialectOf } from '../../db/knex.js';
import { migrationSource } from '../../db/migrations/index.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../private-files.js';
import { InvalidRowError, validateRow } from './validate-rows.js';
import { dbTimestamp, toBool, toIso, toNumber } from '../../db/rows.js';
import { BACKUP_TABLES, EMPTIED_TABLES } from '../../db/tables.js';
import { backupUpgrade } from './upgrade-leads.js';
import { insertAuditRow } from '../../audit/index.js';

/**
 * Backups in one engine-neutral file (docs/decisions/0006-backup-format.md): gzip'd JSON lines, a
 * header, then one line per row, then an end line with the row counts. Values are written the
 * same whichever engine they come from (booleans as true/false, timestamps as ISO UTC, bytes as
 * base64), so a SQLite backup restores into PostgreSQL and back.
 */
export const BACKUP_FORMAT = 'casa-mobilia-backup';
export const BACKUP_VERSION = 1;

export type TableCounts = Record<string, number>;

/** A failure the CLI prints as is (Spanish, no stack). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

type Kind = 'boolean' | 'timestamp' | 'binary' | 'integer' | 'other';
type Kinds = Record<string, Kind>;

function kindOf(type: string): Kind {
  const lower = type.toLowerCase();
  if (lower.includes('bool')) return 'boolean';
  if (lower.includes('timestamp') || lower.includes('datetime')) return 'timestamp';
  if (lower.includes('blob') || lower.includes('bytea') || lower.includes('binary')) return 'binary';
  if (lower.includes('int')) return 'integer';
  return 'other';
}

async function columnKinds(db: Knex, table: string): Promise<Kinds> {
  const info = (await db(table).columnInfo()) as unknown as Record<string, { type: string }>;
  return Object.fromEntries(Object.entries(info).map(([column, { type }]) => [column, kindOf(type)]));
}

function encodeValue(kind: Kind | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return toBool(value);
    case 'timestamp':
      return toIso(value);
    case 'binary':
      return { base64: Buffer.from(value as Uint8Array).toString('base64') };
    case 'integer':
      return toNumber(value);
    default:
      return value;
  }
}

function decodeValue(db: Knex | Knex.Transaction, kind: Kind | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return dialectOf(db) === 'pg' ? Boolean(value) : value ? 1 : 0;
    case 'timestamp':
      return dbTimestamp(db, new Date(String(value)));
    case 'binary':
      return Buffer.from(String((value as { base64?: string }).base64 ?? ''), 'base64');
    default:
      return value;
  }
}

/** Writes one line, waiting when the compressor is full (a backup holds every image). */
async function writeLine(stream: zlib.Gzip, value: unknown): Promise<void> {
  if (!stream.write(`${JSON.stringify(value)}\n`)) await once(stream, 'drain');
}

/** Rows of a table in primary-key order, a page at a time (media rows are megabytes each). */
async function* rowsOf(trx: Knex.Transaction, table: string, key: string): AsyncGenerator<Record<string, unknown>> {
  const pageSize = table === 'media' ? 20 : 500;
  let after: unknown = null;
  for (;;) {
    const query = trx(table).select('*').orderBy(key).limit(pageSize);
    if (after !== null) query.where(key, '>', after as string);
    const page = (await query) as Record<string, unknown>[];
    for (const row of page) yield row;
    if (page.length < pageSize) return;
    after = page[page.length - 1]?.[key] ?? null;
  }
}

async function appliedMigrations(db: Knex): Promise<string[]> {
  const rows = (await db('knex_migrations').select('name').orderBy('id')) as { name: string }[];
  return rows.map((row) => row.name);
}

/**
 * Writes a backup of `db` to `file` and answers the row counts. Everything is read in one
 * transaction (REPEATABLE READ on PostgreSQL, one read snapshot on SQLite in WAL mode), so the
 * file is consistent while the server keeps writing. The file appears under its name only once
 * complete.
 */
export async function writeBackup(db: Knex, file: string, now: Date = new Date()): Promise<TableCounts> {
  const kinds: Record<string, Kinds> = {};
  for (const table of BACKUP_TABLES) kinds[table] = await columnKinds(db, table);
  // Owner-only: a backup holds password hashes, every lead and every subscriber. A folder that
  // already exists (a mounted disk) keeps its mode; the file is 0600 whatever the umask.
  await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const partial = `${file}.partial`;
  const gzip = zlib.createGzip();
  const output = fs.createWriteStream(partial, { mode: PRIVATE_FILE_MODE });
  output.once('open', (fd) => fs.fchmodSync(fd, PRIVATE_FILE_MODE));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('finish', resolve);
    output.on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(output);
  const counts: TableCounts = {};
  try {
    await db.transaction(async (trx) => {
      if (dialectOf(trx) === 'pg') await trx.raw('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await writeLine(gzip, {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        engine: dialectOf(trx),
        migrations: await appliedMigrations(trx as unknown as Knex),
        tables: BACKUP_TABLES,
      });
      for (const table of BACKUP_TABLES) {
        const tableKinds = kinds[table] ?? {};
        counts[table] = 0;
        for await (const row of rowsOf(trx, table, 'id')) {
          const values = Object.fromEntries(Object.entries(row).map(([column, value]) => [column, encodeValue(tableKinds[column], value)]));
          await writeLine(gzip, { table, row: values });
          counts[table] += 1;
        }
      }
      await writeLine(gzip, { end: true, counts });
    });
    gzip.end();
    await finished;
    await fs.promises.rename(partial, file);
    return counts;
  } catch (error) {
    gzip.destroy();
    output.destroy();
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

interface Header {
  format: string;
  version: number;
  migrations: string[];
}

/** The lines of a backup file, parsed; a file that is not one answers a BackupError. */
async function* readBackup(file: string): AsyncGenerator<Record<string, unknown>> {
  let input: fs.ReadStream;
  try {
    await fs.promises.access(file, fs.constants.R_OK);
    input = fs.createReadStream(file);
  } catch {
    throw new BackupError(`No se puede leer el archivo ${file}.`);
  }
  const gunzip = zlib.createGunzip();
  const lines = readline.createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  const damaged = new BackupError('El archivo de copia está dañado o no es un archivo .gz de copia; no se ha restaurado nada.');
  let failure: BackupError | null = null;
  // A damaged gzip stream ends the lines early and says why here.
  gunzip.on('error', () => {
    failure = damaged;
    lines.close();
  });
  try {
    for await (const line of lines) {
      if (line === '') continue;
      let value: Record<string, unknown>;
      try {
        value = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw damaged;
      }
      yield value;
    }
  } catch (error) {
    throw error instanceof BackupError ? error : damaged;
  } finally {
    input.destroy();
  }
  if (failure) throw failure;
}

/** A row as validate-rows.ts allows it; a refused one is a BackupError the CLI prints as is. */
async function validRow(table: string, row: Record<string, unknown>): Promise<Record<string, unknown>> {
  try {
    return await validateRow(table, row);
  } catch (error) {
    throw error instanceof InvalidRowError ? new BackupError(error.message) : error;
  }
}

async function tableCounts(db: Knex): Promise<TableCounts> {
  const counts: TableCounts = {};
  for (const table of BACKUP_TABLES) {
    const [row] = await db(table).count<{ count: number | string }[]>({ count: '*' });
    counts[table] = toNumber(row?.count ?? 0);
  }
  return counts;
}

export interface RestoreOptions {
  /** Replace a database that has content; a safety backup is written to `safetyFile` first. */
  force?: boolean;
  safetyFile?: string;
  /** What 'Actividad' names the restored file as (its name). */
  auditTarget?: string;
}

export interface RestoreResult {
  counts: TableCounts;
  safetyFile: string | null;
}

/**
 * Restores a backup into `db` (already migrated): into an empty database, or with `force` into
 * one with content after writing a safety backup. One transaction: a damaged or incomplete file
 * leaves the database as it was.
 */
export async function restoreBackup(db: Knex, file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const lines = readBackup(file);
  try {
    return await restoreLines(db, lines, { auditTarget: path.basename(file), ...options });
  } finally {
    await lines.return(undefined);
  }
}

async function restoreLines(db: Knex, lines: AsyncGenerator<Record<string, unknown>>, options: RestoreOptions): Promise<RestoreResult> {
  const first = await lines.next();
  const header = (first.done ? null : first.value) as Header | null;
  if (!header || header.format !== BACKUP_FORMAT) throw new BackupError('El archivo no es una copia de seguridad de este sitio.');
  if (header.version !== BACKUP_VERSION) throw new BackupError(`Versión de copia no admitida: ${String(header.version)}.`);
  const known = new Set(await migrationSource.getMigrations([]));
  const unknown = (header.migrations ?? []).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `La copia viene de una versión más nueva del sitio (migraciones desconocidas: ${unknown.join(', ')}). Actualiza antes de restaurar.`,
    );
  }

  const before = await tableCounts(db);
  const hasContent = Object.values(before).some((count) => count > 0);
  let safetyFile: string | null = null;
  if (hasContent) {
    if (!options.force || !options.safetyFile) {
      throw new BackupError(
        'La base de datos de destino tiene contenido. Usa --force para reemplazarlo (antes se guarda una copia de seguridad).',
      );
    }
    await writeBackup(db, options.safetyFile);
    safetyFile = options.safetyFile;
  }

  const kinds: Record<string, Kinds> = {};
  for (const table of BACKUP_TABLES) kinds[table] = await columnKinds(db, table);
  const counts: TableCounts = Object.fromEntries(BACKUP_TABLES.map((table) => [table, 0]));
  /** Lines of each table of the file, as the file names them (an older file may name other tables). */
  const read: TableCounts = {};
  let declared: TableCounts | null = null;
  // A file from an older version has its rows reshaped into today's tables on the way in.
  const upgrade = backupUpgrade(header.migrations ?? []);

  await db.transaction(async (trx) => {
    for (const table of EMPTIED_TABLES) await trx(table).delete();
    let batch: Record<string, unknown>[] = [];
    let batchTable = '';
    const flush = async () => {
      if (batch.length > 0) await trx(batchTable).insert(batch);
      batch = [];
    };
    const write = async (table: string, values: Record<string, unknown>) => {
      const tableKinds = kinds[table];
      if (!tableKinds) throw new BackupError(`El archivo de copia está dañado (tabla desconocida: ${table}).`);
      if (table !== batchTable) {
        await flush();
        batchTable = table;
      }
      // Columns this version no longer has are left out; new columns take their defaults.
      const decoded = Object.fromEntries(
        Object.entries(values)
          .filter(([column]) => column in tableKinds)
          .map(([column, value]) => [column, decodeValue(trx, tableKinds[column], value)]),
      );
      const row = await validRow(table, decoded);
      batch.push(row);
      counts[table] = (counts[table] ?? 0) + 1;
      // Images go one by one (each can be megabytes); other rows in batches.
      if (table === 'media' || batch.length >= 100) await flush();
    };
    for await (const line of lines) {
      if (line.end === true) {
        declared = (line.counts ?? {}) as TableCounts;
        break;
      }
      const table = String(line.table ?? '');
      if (typeof line.row !== 'object' || line.row === null)
        throw new BackupError(`El archivo de copia está dañado (tabla desconocida: ${table}).`);
      read[table] = (read[table] ?? 0) + 1;
      for (const [target, values] of upgrade.line(table, line.row as Record<string, unknown>)) await write(target, values);
    }
    for (const [target, values] of upgrade.end()) await write(target, values);
    await flush();
    if (!declared) throw new BackupError('El archivo de copia está incompleto (falta el final); no se ha restaurado nada.');
    const complete = declared;
    for (const table of new Set([...Object.keys(complete), ...Object.keys(read)])) {
      if ((complete[table] ?? 0) !== (read[table] ?? 0))
        throw new BackupError(`El archivo de copia está incompleto (${table}); no se ha restaurado nada.`);
    }
    if (dialectOf(trx) === 'pg') {
      // Rows came with their ids: move each id sequence past the highest one.
      for (const table of BACKUP_TABLES) {
        if (table === 'media') continue;
        await trx.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), COALESCE((SELECT MAX(id) FROM ??), 0) + 1, false)`, [table, table]);
      }
    }
    // 'Actividad' keeps that a restore happened, after the activity the file brought.
    await insertAuditRow(
      trx,
      { action: 'backup.restore', target: options.auditTarget ?? 'copia de seguridad', userAgent: 'npm run restore' },
      new Date(),
    );
    // Every server process on this database drops its read cache at its next request.
    await publicContentChanged(trx);
  });
  return { counts, safetyFile };
}

/** "12,3 MB" style sizes for the CLI. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
}

/** The row counts as the CLI prints them, one table a line. */
export function formatCounts(counts: TableCounts): string {
  return Object.entries(counts)
    .map(([table, count]) => `  ${table.padEnd(14)} ${count}`)
    .join('\n');
}
