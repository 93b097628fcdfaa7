import { LRUCache } from 'lru-cache';
import type { Entry } from './entry.js';

/** URLs remembered as "nothing to keep here" (policy.ts mayPass): a few hundred kilobytes at most. */
const MAX_PASSES = 10_000;

/**
 * The kept answers of one content version, least recently used dropped first once their bytes
 * pass `maxBytes` (an answer larger than that is never kept), and the URLs known to have nothing
 * to keep. A new content version empties both.
 */
export class Store {
  private readonly answers: LRUCache<string, Entry>;
  private readonly passing = new LRUCache<string, true>({ max: MAX_PASSES });
  private version: string | null = null;

  constructor(maxBytes: number) {
    this.answers = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  }

  /** Moves to the version the database reports, dropping everything kept for another one. */
  at(version: string): void {
    if (version === this.version) return;
    this.answers.clear();
    this.passing.clear();
    this.version = version;
  }

  /** Whether what was filled at `version` may still be stored (no newer version seen meanwhile). */
  isCurrent(version: string): boolean {
    return version === this.version;
  }

  get(key: string): Entry | undefined {
    return this.answers.get(key);
  }

  keep(key: string, entry: Entry): void {
    this.answers.set(key, entry);
  }

  /** Whether `entry` is still the one kept for `key` (without making it recent). */
  holds(key: string, entry: Entry): boolean {
    return this.answers.peek(key) === entry;
  }

  /** Swaps a kept entry for a better copy of it, unless it was dropped or replaced meanwhile. */
  replace(key: string, current: Entry, next: Entry): void {
    if (this.holds(key, current)) this.answers.set(key, next);
  }

  /** Whether `key` holds nothing to keep: Express answers it directly. */
  passes(key: string): boolean {
    return this.passing.has(key);
  }

  pass(key: string): void {
    this.passing.set(key, true);
  }

  get entries(): number {
    return this.answers.size;
  }

  get bytes(): number {
    return this.answers.calculatedSize;
  }
}
