import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { LENGTHS, LIMITS, PASSWORD_PROBLEM_MESSAGES, passwordProblem, type SignedInUser } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { hashToken } from '../../http/session-cookie.js';
import { hashPassword } from '../../passwords/bcrypt.js';
import { ensurePrivateDir, writePrivateFileSync } from '../../private-files.js';
import * as repo from './repo.js';

/** last_seen_at is written at most this often per session: idle sessions end within a minute of SESSION_IDLE_MINUTES. */
export const SESSION_TOUCH_MS = 60_000;

/**
 * The user of a live session (not expired, not idle), with what the admin needs to know about
 * them; marks the session used. An admin without a second factor while Configuración requires
 * one is signed in only to set it up (docs/decisions/0015-device-cookies-and-two-step-sign-in.md).
 */
export async function sessionUser(deps: AppDeps, token: string): Promise<SignedInUser | null> {
  const { db, config } = deps;
  const nowMs = deps.now().getTime();
  const idHash = hashToken(token);
  const row = await repo.findSessionUser(db, idHash, nowMs, config.sessionIdleMs);
  if (!row) return null;
  if (row.lastSeenAt <= nowMs - SESSION_TOUCH_MS) await repo.touchSession(db, idHash, nowMs, SESSION_TOUCH_MS);
  const setupRequired = row.role === 'admin' && !row.twoFactorEnabled && (await repo.readRequireTwoFactor(db));
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    twoFactorEnabled: row.twoFactorEnabled,
    passwordChangeReason: row.passwordChangeReason,
    twoFactorSetupRequired: setupRequired,
  };
}

export async function logout(deps: AppDeps, token: string): Promise<void> {
  await repo.deleteSession(deps.db, hashToken(token));
}

export class AdminUserError extends Error {}

/** The CLI and the first admin hold passwords to the rule of the admin screens (packages/core/src/password-rule.ts). */
function checkCredentials(username: string, password: string): void {
  if (username.length < LIMITS.minUsername || username.length > LENGTHS.username) {
    throw new AdminUserError(`El usuario debe tener entre ${LIMITS.minUsername} y ${LENGTHS.username} caracteres.`);
  }
  const problem = passwordProblem(password);
  if (problem) throw new AdminUserError(PASSWORD_PROBLEM_MESSAGES[problem]);
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

/** A lost phone, from the command line: the account signs in with its password alone again. */
export async function disableTwoFactor(deps: Pick<AppDeps, 'db'>, username: string): Promise<boolean> {
  const user = await repo.findUserByUsername(deps.db, username);
  if (!user) throw new AdminUserError(`El usuario "${username}" no existe.`);
  await repo.clearTwoFactor(deps.db, user.id);
  return user.totpSecret !== null;
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
    const problem = passwordProblem(config.adminPassword);
    if (problem) throw new AdminUserError(`ADMIN_PASSWORD: ${PASSWORD_PROBLEM_MESSAGES[problem]}`);
    await createAdminUser(deps, { username, password: config.adminPassword, role: 'admin' });
    log.info(`Administrador inicial creado: usuario "${username}".`);
    return { created: true, passwordFile: null };
  }
  const password = randomBytes(12).toString('base64url');
  await createAdminUser(deps, { username, password, role: 'admin' });
  const passwordFile = path.join(config.dataDir, INITIAL_PASSWORD_FILE);
  ensurePrivateDir(config.dataDir);
  writePrivateFileSync(passwordFile, `${username}\n${password}\n`);
  log.info(
    `Administrador inicial creado: usuario "${username}". Su contraseña generada está en ${passwordFile} (solo la puede leer el propietario); cámbiala con npm run admin -- set-password ${username} y borra el archivo.`,
  );
  return { created: true, passwordFile };
}
