import fs from 'node:fs';

/**
 * Files only the server's own user may read: the data folder holds the database, backups and the
 * initial password, and a backup holds password hashes and every lead. Modes are given when a file
 * or folder is created (a umask only ever removes bits from them) and set again on ones that
 * already exist, which an older release may have made 0755/0644.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) owner-only, and makes an existing `dir` owner-only too. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates `file` empty and owner-only if missing, or makes an existing one owner-only; its content is kept. */
export function ensurePrivateFile(file: string): void {
  const fd = fs.openSync(file, 'a', PRIVATE_FILE_MODE);
  try {
    fs.fchmodSync(fd, PRIVATE_FILE_MODE);
  } finally {
    fs.closeSync(fd);
  }
}

/** Makes `file` owner-only when it exists (a SQLite -wal or -shm left by an older release). */
export function restrictIfExists(file: string): void {
  try {
    fs.chmodSync(file, PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Writes `data` to `file`, owner-only whatever the umask or the mode of a file it replaces. */
export function writePrivateFileSync(file: string, data: string): void {
  const fd = fs.openSync(file, 'w', PRIVATE_FILE_MODE);
  try {
    fs.fchmodSync(fd, PRIVATE_FILE_MODE);
    fs.writeFileSync(fd, data);
  } finally {
    fs.closeSync(fd);
  }
}
