import fs from 'node:fs';
import path from 'node:path';

/** server/, whether this runs from server/src (tsx, vitest) or server/dist (node). */
const SERVER_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The server package's version. */
export function packageVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/**
 * The commit checked out in the repository the server runs from, read from .git without the git
 * program (the service's user may not own the clone, and git refuses such a repository); null
 * outside a clone.
 */
export function gitCommit(repoRoot = path.dirname(SERVER_ROOT)): string | null {
  try {
    let gitDir = path.join(repoRoot, '.git');
    // CASE: a worktree or submodule: .git is a file naming the real folder.
    if (fs.statSync(gitDir).isFile()) {
      const target = /^gitdir: (.+)$/m.exec(fs.readFileSync(gitDir, 'utf8'))?.[1]?.trim();
      if (!target) return null;
      gitDir = path.resolve(repoRoot, target);
    }
    const head = fs.readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    const ref = /^ref: (.+)$/.exec(head)?.[1];
    if (!ref) return /^[0-9a-f]{40}$/.test(head) ? head.slice(0, 12) : null;
    // A worktree keeps its HEAD apart but its branches in the common folder.
    const common = fs.existsSync(path.join(gitDir, 'commondir'))
      ? path.resolve(gitDir, fs.readFileSync(path.join(gitDir, 'commondir'), 'utf8').trim())
      : gitDir;
    for (const dir of [gitDir, common]) {
      const loose = path.join(dir, ref);
      if (fs.existsSync(loose)) return fs.readFileSync(loose, 'utf8').trim().slice(0, 12);
    }
    const packed = path.join(common, 'packed-refs');
    if (!fs.existsSync(packed)) return null;
    const line = fs
      .readFileSync(packed, 'utf8')
      .split('\n')
      .find((entry) => entry.endsWith(` ${ref}`));
    return line ? line.slice(0, 12) : null;
  } catch {
    return null;
  }
}
