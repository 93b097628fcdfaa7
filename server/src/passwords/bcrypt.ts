import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** docs/architecture.md §Auth: bcrypt, cost ≥ 12. */
export const BCRYPT_COST = 12;
let hashCost = BCRYPT_COST;

/**
 * The API test suites only (server/src/test-support/fast-passwords.ts): their hundreds of
 * accounts and sign-ins would otherwise spend minutes of CPU in bcrypt. Nothing else calls it,
 * and passwords/bcrypt.test.ts proves the real cost.
 */
export function setHashCostForTests(cost: number): void {
  hashCost = cost;
}

/**
 * Password checks run at the same time, each on its own worker thread: at most two, and one core
 * always left to the event loop (a 2-core machine checks one at a time; bench: the public GET's
 * median stayed at 4 ms during a login flood with one worker, 30 ms with two).
 */
export const PASSWORD_WORKERS = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/**
 * Checks allowed to wait for a worker (about a second at ~0.25 s per check on two cores); beyond
 * it the caller is told to try again (503) rather than left waiting behind an attack.
 */
export const PASSWORD_QUEUE = 8;

/** Thrown when PASSWORD_QUEUE checks are already waiting. */
export class PasswordQueueFullError extends Error {
  constructor() {
    super('password queue full');
    this.name = 'PasswordQueueFullError';
  }
}

// bcryptjs is pure JavaScript: ~0.25 s of CPU per check at cost 12. In a worker thread it never
// holds the event loop (docs/decisions/0004-login-throttle.md). The worker is plain CommonJS
// evaluated from this string, so it runs the same under tsx, vitest and the built dist.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptjs);
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
});
`;

export type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };

interface Pending {
  job: Job;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** Runs bcrypt jobs on up to `size` worker threads; up to `maxQueue` jobs wait, the next is refused. */
export class PasswordPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private workers = 0;
  private readonly bcryptjs = createRequire(import.meta.url).resolve('bcryptjs');

  constructor(
    private readonly size: number,
    private readonly maxQueue: number,
  ) {}

  run(job: Job): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const pending = { job, resolve, reject };
      const worker = this.idle.pop() ?? (this.workers < this.size ? this.spawn() : undefined);
      if (worker) return this.start(worker, pending);
      if (this.queue.length >= this.maxQueue) return reject(new PasswordQueueFullError());
      this.queue.push(pending);
    });
  }

  private spawn(): Worker {
    this.workers += 1;
    return new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptjs: this.bcryptjs } });
  }

  private start(worker: Worker, pending: Pending): void {
    // A busy worker keeps the process alive (the admin CLI awaits its hash); an idle one does not.
    worker.ref();
    const finish = (settle: () => void) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      settle();
    };
    const onMessage = (message: { result?: unknown; error?: string }) =>
      finish(() => {
        if (message.error !== undefined) pending.reject(new Error(message.error));
        else pending.resolve(message.result);
        this.release(worker);
      });
    const onError = (error: Error) =>
      finish(() => {
        // CASE: the worker died: forget it; the next job starts a new one.
        this.workers -= 1;
        pending.reject(error);
        void worker.terminate();
        const next = this.queue.shift();
        if (next) this.start(this.spawn(), next);
      });
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage(pending.job);
  }

  private release(worker: Worker): void {
    const next = this.queue.shift();
    if (next) return this.start(worker, next);
    worker.unref();
    this.idle.push(worker);
  }
}

const pool = new PasswordPool(PASSWORD_WORKERS, PASSWORD_QUEUE);

export async function hashPassword(password: string): Promise<string> {
  return (await pool.run({ op: 'hash', password, cost: hashCost })) as string;
}

// Compared against when the username is unknown, so that case costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * true only for the right password; never throws on a malformed stored hash. Throws
 * PasswordQueueFullError when too many checks are already waiting.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('not-a-password').catch((error: unknown) => {
      dummyHash = undefined;
      throw error;
    });
    await compare(password, await dummyHash);
    return false;
  }
  return compare(password, hash);
}

async function compare(password: string, hash: string): Promise<boolean> {
  try {
    return (await pool.run({ op: 'compare', password, hash })) === true;
  } catch (error) {
    if (error instanceof PasswordQueueFullError) throw error;
    return false;
  }
}
