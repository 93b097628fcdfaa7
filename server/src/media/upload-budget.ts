import { MESSAGES } from '@casa/core';
import type { Config } from '../config.js';
import { HttpError } from '../http/errors.js';

/** Seconds a client is told to wait (Retry-After) when the upload budget is spent. */
export const BUSY_RETRY_SECONDS = 5;

/** 503 with the Spanish "server busy" message; the route adds Retry-After. */
export const uploadBusy = () => new HttpError(503, MESSAGES.uploadBusy);

/**
 * The server-wide limits on image work (docs/architecture.md §Media): how many images are decoded
 * at once, whatever request they belong to, and how many bytes uploads may hold in memory at
 * once. One per running server, shared by every request.
 */
export class UploadBudget {
  private held = 0;
  private peak = 0;
  private decoding = 0;
  private peakDecoding = 0;
  /** Callers waiting for a slot: visitors' images first, then uploads, each in arrival order. */
  private readonly waitingFirst: (() => void)[] = [];
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly maxBytes: number,
    readonly maxDecodes: number,
  ) {}

  /** Takes `bytes` from the memory budget, or answers false (nothing taken) when they do not fit. */
  tryReserve(bytes: number): boolean {
    if (this.held + bytes > this.maxBytes) return false;
    this.held += bytes;
    this.peak = Math.max(this.peak, this.held);
    return true;
  }

  release(bytes: number): void {
    this.held = Math.max(0, this.held - bytes);
  }

  /**
   * Runs `work` when one of the decode slots is free; callers wait in arrival order, except that
   * `first` (a visitor's page waiting for a resized image) goes ahead of queued uploads.
   */
  async decode<T>(work: () => Promise<T>, options: { first?: boolean } = {}): Promise<T> {
    if (this.decoding >= this.maxDecodes) {
      await new Promise<void>((resolve) => (options.first ? this.waitingFirst : this.waiting).push(resolve));
    } else this.decoding += 1;
    this.peakDecoding = Math.max(this.peakDecoding, this.decoding);
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so the count never dips and rises again.
      const next = this.waitingFirst.shift() ?? this.waiting.shift();
      if (next) next();
      else this.decoding -= 1;
    }
  }

  /** Figures for tests and the bench: bytes held now and at most, decodes at most. */
  stats(): { heldBytes: number; peakBytes: number; peakDecodes: number; waiting: number } {
    return {
      heldBytes: this.held,
      peakBytes: this.peak,
      peakDecodes: this.peakDecoding,
      waiting: this.waitingFirst.length + this.waiting.length,
    };
  }
}

const budgets = new WeakMap<Config, UploadBudget>();

/** The budget of the server running with this configuration (one per app). */
export function uploadBudget(config: Config): UploadBudget {
  let budget = budgets.get(config);
  if (!budget) {
    budget = new UploadBudget(config.uploadMemoryBytes, config.imageDecodeConcurrency);
    budgets.set(config, budget);
  }
  return budget;
}
