import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type CurrentUser, LENGTHS, LIMITS, MESSAGES, utf8Bytes } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/errors.js';
import { hashToken } from '../../http/session-cookie.js';
import { hashPassword, PasswordQueueFullError, verifyPassword } from '../../passwords/bcrypt.js';
import * as repo from './repo.js';
import type { LoginThrottle } from './throttle.js';

export interface NewSession {
  user: CurrentUser;
  token: string;
  expiresAt: Date;
}

/**
 * Checks the password and opens a session. The attempt is counted by the throttle before bcrypt
 * runs, so simultaneous attempts cannot all slip past a count of zero; `address` is the client's
 * key (clientAddressKey: IPv4, or the IPv6 /64).
 */
export async function login(
  deps: AppDeps,
  throttle: LoginThrottle,
  input: { username: string; password: string; address: string },
): Promise<NewSession> {
  const { db, config } = deps;
  await throttle.attempt(input.username, input.address);

  const user = await repo.findUserByUsername(db, input.username);
  let valid: boolean;
  try {
    valid = await verifyPassword(input.password, user?.passwordHash ?? null);
  } catch (error) {
    if (!(error instanceof PasswordQueueFullError)) throw error;
    // CASE: too many checks already waiting: nothing was checked, so nothing is counted.
    await throttle.refund(input.username, input.address);
    throw new HttpError(503, MESSAGES.loginBusy);
  }
  if (!user || !valid) throw new HttpError(401, MESSAGES.invalidCredentials);
  // CASE: a disabled account; said only to someone who knows its password.
  if (user.disabled) throw new HttpError(403, MESSAGES.accountDisabled);

  await throttle.succeeded(input.username, input.address);
  const nowMs = deps.now().getTime();
  await repo.deleteExpiredSessions(db, nowMs);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(nowMs + config.sessionTtlMs);
  await repo.insertSession(db, { idHash: hashToken(token), userId: user.id, expiresAt: expiresAt.getTime() });
  return { user: { id: user.id, username: user.username, role: user.role }, token, expiresAt };
}

export function sessionUser(deps: AppDeps, token: string): Promise<CurrentUser | null> {
  return repo.findSessionUser(deps.db, hashToken(token), deps.now().getTime());
}

export function logout(deps: AppDeps, token: string): Promise<void> {
  return repo.deleteSession(deps.db, hashToken(token));
}

export class AdminUserError extends Error {}

function checkCredentials(username: string, password: string): void {
  if (username.length < LIMITS.minUsername || username.length > LENGTHS.username) {
    throw new AdminUserError(`El usuario debe tener entre ${LIMITS.minUsername} y ${LENGTHS.username} caracteres.`);
  }
  if (password.length < LIMITS.minPassword) {
    throw new AdminUserError(`La contraseña debe tener al menos ${LIMITS.minPassword} caracteres.`);
  }
  // bcrypt reads only the first 72 bytes: a longer password would be silently truncated.
  if (utf8Bytes(password) > LIMITS.maxPasswordBytes) throw new AdminUserError(MESSAGES.passwordTooLong);
}

export async function createAdminUser(
  deps: Pick<AppDeps, 'db'>,
  input: { username: string; password: string; role?: string },
): Promise<number> {
  checkCredentials(input.username, input.password);
  if (await repo.findUserByUsername(deps.db, input.username)) {
    throw new AdminUserError(`El usuario "${input.username}" ya existe.`);
  }
  const role = (input.role ?? 'editor').slice(0, LENGTHS.role);
  return repo.insertUser(deps.db, { username: input.username, passwordHash: await hashPassword(input.password), role });
}

/** A new password also ends every open session of that user. */
export async function setAdminPassword(deps: Pick<AppDeps, 'db'>, username: string, password: string): Promise<void> {
  checkCredentials(username, password);
  const changed = await repo.updatePassword(deps.db, username, await hashPassword(password));
  if (!changed) throw new AdminUserError(`El usuario "${username}" no existe.`);
  await repo.deleteSessionsOfUser(deps.db, username);
}

export const INITIAL_PASSWORD_FILE = 'initial-admin-password.txt';

/**
 * First start: with no admin at all, create one from ADMIN_USERNAME / ADMIN_PASSWORD, or with a
 * generated password written to DATA_DIR/initial-admin-password.txt (owner-only). The log names
 * the file but never shows the password: logs are often shipped elsewhere and kept.
 */
export async function ensureInitialAdmin(deps: AppDeps): Promise<{ created: boolean; passwordFile: string | null }> {
  if ((await repo.countUsers(deps.db)) > 0) return { created: false, passwordFile: null };
  const { config, log } = deps;
  const username = config.adminUsername;
  if (config.adminPassword) {
    await createAdminUser(deps, { username, password: config.adminPassword, role: 'admin' });
    log.info(`Administrador inicial creado: usuario "${username}".`);
    return { created: true, passwordFile: null };
  }
  const password = randomBytes(12).toString('base64url');
  await createAdminUser(deps, { username, password, role: 'admin' });
  const passwordFile = path.join(config.dataDir, INITIAL_PASSWORD_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(passwordFile, `${username}\n${password}\n`, { mode: 0o600 });
  log.info(
    `Administrador inicial creado: usuario "${username}". Su contraseña generada está en ${passwordFile} (solo la puede leer el propietario); cámbiala con npm run admin -- set-password ${username} y borra el archivo.`,
  );
  return { created: true, passwordFile };
}
