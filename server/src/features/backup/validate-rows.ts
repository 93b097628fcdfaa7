import sharp from 'sharp';
import { looksLikeSvg, MAX_SVG_BYTES, sanitizeSvg } from '../../media/svg.js';
import { STORED_IMAGE_FORMATS } from '../../media/types.js';

/** A row of the backup that must not be restored; `message` names it, in Spanish, for the CLI. */
export class InvalidRowError extends Error {
  constructor(table: string, id: unknown, reason: string) {
    super(`La fila ${String(id)} de ${table} no es válida: ${reason}. No se ha restaurado nada.`);
    this.name = 'InvalidRowError';
  }
}

/** The same cap as uploads (process.ts): a decompression bomb in a backup is refused, not decoded. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * A media row as it may be stored: an image type the site serves, whose bytes are that type (a
 * crafted backup could otherwise plant an HTML page, served from this site's origin). SVG goes
 * through the sanitiser again, as an upload does, so a backup from a release with a weaker
 * sanitiser comes back clean. Answers the row to insert.
 */
async function validMedia(row: Record<string, unknown>): Promise<Record<string, unknown>> {
  const fail = (reason: string) => new InvalidRowError('media', row.id, reason);
  const mime = typeof row.mime === 'string' ? row.mime : '';
  const format = STORED_IMAGE_FORMATS[mime];
  if (!format) throw fail(`el tipo «${mime.slice(0, 60)}» no es una imagen que el sitio sirva`);
  const data = row.data;
  if (!Buffer.isBuffer(data) || data.length === 0) throw fail('no tiene contenido');
  if (format === 'svg') {
    if (data.length > MAX_SVG_BYTES || !looksLikeSvg(data)) throw fail('su contenido no es un SVG');
    const clean = sanitizeSvg(data.toString('utf8'));
    if (clean === null) throw fail('su SVG no se puede limpiar');
    const bytes = Buffer.from(clean, 'utf8');
    return { ...row, data: bytes, size: bytes.length };
  }
  let actual: string | undefined;
  try {
    actual = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    actual = undefined;
  }
  if (actual !== format) throw fail(`su contenido no es una imagen ${mime}`);
  return { ...row, size: data.length };
}

/** The tables whose rows carry English texts as JSON text in `en` (docs/decisions/0026-english-site.md). */
const ENGLISH_TABLES: ReadonlySet<string> = new Set(['projects', 'brands']);
/** The tables whose rows carry the language of a form's page in `language`. */
const LANGUAGE_TABLES: ReadonlySet<string> = new Set(['leads', 'newsletter']);

/**
 * The English texts and the language of a row, when the file has them (a file from before them
 * has not: the columns take their defaults, '{}' and 'es'): `en` must be the JSON text of an
 * object, `language` 'es' or 'en', as the site writes them.
 */
function validLanguageColumns(table: string, row: Record<string, unknown>): Record<string, unknown> {
  if (ENGLISH_TABLES.has(table) && row.en !== undefined) {
    let value: unknown;
    try {
      value = typeof row.en === 'string' ? (JSON.parse(row.en) as unknown) : null;
    } catch {
      value = null;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new InvalidRowError(table, row.id, 'sus textos en inglés (en) no son un objeto JSON');
    }
  }
  if (LANGUAGE_TABLES.has(table) && row.language !== undefined && row.language !== 'es' && row.language !== 'en') {
    throw new InvalidRowError(table, row.id, `el idioma «${String(row.language).slice(0, 20)}» no es es ni en`);
  }
  return row;
}

/**
 * Checks one decoded row of a backup before it is inserted, and answers the row to insert. A row
 * that fails throws InvalidRowError, which ends the restore's transaction: nothing is written.
 */
export async function validateRow(table: string, row: Record<string, unknown>): Promise<Record<string, unknown>> {
  return table === 'media' ? validMedia(row) : validLanguageColumns(table, row);
}
