import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '../private-files.js';

/*
 * Upload bodies are spooled to DATA_DIR/tmp, one folder per request, removed when the request is
 * over (success, error or a client gone away). A process killed mid-upload leaves its folders
 * behind: the next start removes them. Several processes may share one DATA_DIR, so a folder is
 * named after the process that made it and only a dead process's folders (or this one's) are
 * removed at start.
 */

/** `<pid>-<random>`: the process that owns the folder, and a name no other request has. */
const FOLDER = /^(\d+)-[a-f0-9]+$/;

/** A new, empty, owner-only folder for one request's files. */
export async function requestTmpDir(root: string): Promise<string> {
  const dir = path.join(root, `${process.pid}-${randomBytes(8).toString('hex')}`);
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}

export async function removeTmpDir(dir: string): Promise<void> {
  await fs.promises.rm(dir, { recursive: true, force: true });
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a live process of another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * At start: makes the folder (owner-only) and removes whatever a process that is no longer running
 * left in it, and anything that is not one of our folders. Answers how many entries went.
 */
export function cleanUploadTmp(root: string): number {
  ensurePrivateDir(root);
  let removed = 0;
  for (const entry of fs.readdirSync(root)) {
    const owner = FOLDER.exec(entry);
    if (owner && isAlive(Number(owner[1]))) continue;
    fs.rmSync(path.join(root, entry), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
