import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@casa/core';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import * as repo from './repo.js';

/**
 * The two keys of docs/decisions/0015-device-cookies-and-two-step-sign-in.md.
 *
 * - The device-cookie key signs device cookies. It lives in the database (`auth_keys`), created
 *   once by whichever process needs it first, so every process behind a load balancer agrees.
 * - The TOTP key seals second-factor secrets (AES-256-GCM). It lives outside the database, in
 *   TOTP_KEY_FILE (owner-only), so a dump or a backup alone gives no codes. The database keeps a
 *   check value of it: a process whose file differs refuses to seal or open secrets, with a
 *   Spanish 503 and a log line, instead of locking users out with codes that never match.
 */

const DEVICE_KEY = 'device-cookie';
const TOTP_CHECK = 'totp-key-check';

/** The shared value of `name`, created with `create()` if no process has made it yet. */
async function sharedKey(db: Knex, name: string, create: () => string): Promise<string> {
  await db('auth_keys').insert({ name, value: create() }).onConflict('name').ignore();
  const row = await db('auth_keys').where({ name }).first<{ value: string } | undefined>('value');
  if (!row) throw new Error(`auth_keys.${name} missing right after its insert`);
  return row.value;
}

// Per process and database: one read at the first sign-in, then memory.
const deviceKeys = new WeakMap<Knex, Promise<Buffer>>();

export function deviceCookieKey(db: Knex): Promise<Buffer> {
  let key = deviceKeys.get(db);
  if (!key) {
    key = sharedKey(db, DEVICE_KEY, () => randomBytes(32).toString('base64url')).then((value) => Buffer.from(value, 'base64url'));
    key.catch(() => deviceKeys.delete(db));
    deviceKeys.set(db, key);
  }
  return key;
}

export class TotpKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TotpKeyError';
  }
}

const checkOf = (key: Buffer) => createHmac('sha256', key).update('casa-mobilia totp key check').digest('base64url');

function readKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = Buffer.from(text, 'base64url');
  if (key.length !== 32) throw new TotpKeyError(`${file} no contiene una clave de 32 bytes en base64url.`);
  return key;
}

/** A new key file, readable by its owner only; if another process wrote one first, that one. */
function createKeyFile(file: string): Buffer {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(file)!;
}

async function loadTotpKey(deps: Pick<AppDeps, 'db' | 'config'>): Promise<Buffer> {
  const { db, config } = deps;
  const file = config.totpKeyFile;
  const sealed = await repo.countSealedSecrets(db);
  let key = readKeyFile(file);
  if (!key) {
    // CASE: the file is gone but secrets were sealed with it: a new key would open none of them.
    if (sealed > 0) {
      throw new TotpKeyError(
        `Falta ${file}, la clave con la que se cifraron los secretos de verificación en dos pasos de ${sealed} usuario(s). Restáurala, o desactívales la verificación con npm run admin -- disable-2fa <usuario>.`,
      );
    }
    key = createKeyFile(file);
  }
  const check = checkOf(key);
  const stored = await sharedKey(db, TOTP_CHECK, () => check);
  if (stored === check) return key;
  // CASE: nothing is sealed with the key the check names: this file's key takes over.
  if (sealed === 0) {
    await db('auth_keys').where({ name: TOTP_CHECK }).update({ value: check });
    return key;
  }
  throw new TotpKeyError(
    `${file} no es la clave con la que se cifraron los secretos de verificación en dos pasos de esta base de datos: todos los procesos del servidor deben usar el mismo archivo (TOTP_KEY_FILE).`,
  );
}

const totpKeys = new Map<string, Promise<Buffer>>();

/**
 * The TOTP key, checked against the database once per process. A failure is logged and answered
 * 503, and tried again at the next use (a restored file works without a restart).
 */
export async function totpKey(deps: Pick<AppDeps, 'db' | 'config' | 'log'>): Promise<Buffer> {
  let key = totpKeys.get(deps.config.totpKeyFile);
  if (!key) {
    key = loadTotpKey(deps);
    totpKeys.set(deps.config.totpKeyFile, key);
  }
  try {
    return await key;
  } catch (error) {
    totpKeys.delete(deps.config.totpKeyFile);
    deps.log.error(error instanceof TotpKeyError ? error.message : 'No se pudo leer la clave TOTP_KEY_FILE', error);
    throw new HttpError(503, MESSAGES.twoFactorKeyUnavailable);
  }
}

/** At start: creates the key on a new install and logs at once a file that does not match. */
export async function checkTotpKey(deps: Pick<AppDeps, 'db' | 'config' | 'log'>): Promise<boolean> {
  try {
    await totpKey(deps);
    return true;
  } catch {
    return false;
  }
}

/** AES-256-GCM, 'v1.<iv>.<tag>.<ciphertext>' in base64url: tampering or another key fails to open. */
export function seal(key: Buffer, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function open(key: Buffer, sealed: string): Buffer {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new TotpKeyError('sealed secret in an unknown format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
}
