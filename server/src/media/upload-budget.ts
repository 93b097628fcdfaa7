import { MESSAGES } from '@casa/core';
import type { Config } from '../config.js';
import { HttpError } from '../http/errors.js';

/** Seconds a client is told to wait (Retry-After) when the upload budget is spent. */
export const BUSY_RETRY_SECONDS = 5;

/** 503 with the Spanish "server busy" message; the route adds Retry-After. */
export const uploadBusy = () => new HttpError(503, MESSAGES.uploadBusy);

interface Waiter {
  bytes: number;
  start: () => void;
}

/**
 * The server-wide limits on image work (docs/architecture.md §Media), one per running server and
 * shared by every request:
 * - disk: the bytes upload bodies may take in DATA_DIR/tmp at once (UPLOAD_TMP_MB), taken before a
 *   body is read; an upload that does not fit is refused (503);
 * - decodes: how many images are decoded at once (IMAGE_DECODE_CONCURRENCY) and how many bytes
 *   they may hold together (UPLOAD_MEMORY_MB: each counts its file, read into memory, and its
 *   pixels); a decode that does not fit waits its turn.
 */
export class UploadBudget {
  private held = 0;
  private peak = 0;
  private decoding = 0;
  private peakDecoding = 0;
  private decodingBytes = 0;
  private peakDecodingBytes = 0;
  private refused = 0;
  /** Callers waiting to decode: visitors' images first, then uploads, each in arrival order. */
  private readonly waitingFirst: Waiter[] = [];
  private readonly waiting: Waiter[] = [];

  constructor(
    /** Bytes of upload bodies on disk at once. */
    readonly maxBytes: number,
    readonly maxDecodes: number,
    /** Bytes of images being decoded at once. */
    readonly maxDecodeBytes: number = Number.POSITIVE_INFINITY,
  ) {}

  /** Takes `bytes` from the disk budget, or answers false (nothing taken) when they do not fit. */
  tryReserve(bytes: number): boolean {
    if (this.held + bytes > this.maxBytes) {
      this.refused += 1;
      return false;
    }
    this.held += bytes;
    this.peak = Math.max(this.peak, this.held);
    return true;
  }

  release(bytes: number): void {
    this.held = Math.max(0, this.held - bytes);
  }

  private fits(bytes: number): boolean {
    return this.decoding < this.maxDecodes && (this.decoding === 0 || this.decodingBytes + bytes <= this.maxDecodeBytes);
  }

  private begin(bytes: number): void {
    this.decoding += 1;
    this.decodingBytes += bytes;
    this.peakDecoding = Math.max(this.peakDecoding, this.decoding);
    this.peakDecodingBytes = Math.max(this.peakDecodingBytes, this.decodingBytes);
  }

  /** Starts waiters in order while the next one fits; an image larger than the whole budget runs alone. */
  private startWaiting(): void {
    for (;;) {
      const queue = this.waitingFirst.length > 0 ? this.waitingFirst : this.waiting;
      const next = queue[0];
      if (!next || !this.fits(next.bytes)) return;
      queue.shift();
      this.begin(next.bytes);
      next.start();
    }
  }

  /**
   * Runs `work` once a decode slot is free and `bytes` (what the decode will hold in memory) fit
   * beside the decodes in progress. Callers wait in arrival order, except that `first` (a
   * visitor's page waiting for a resized image) goes ahead of queued uploads.
   */
  async decode<T>(work: () => Promise<T>, options: { first?: boolean; bytes?: number } = {}): Promise<T> {
    const bytes = Math.max(0, options.bytes ?? 0);
    const queued = this.waitingFirst.length + this.waiting.length > 0;
    if (!queued && this.fits(bytes)) this.begin(bytes);
    else await new Promise<void>((start) => (options.first ? this.waitingFirst : this.waiting).push({ bytes, start }));
    try {
      return await work();
    } finally {
      this.decoding -= 1;
      this.decodingBytes -= bytes;
      this.startWaiting();
    }
  }

  /** Figures for tests, the bench and /metrics: body bytes on disk now and at most, decodes and their bytes at most, uploads refused. */
  stats(): {
    heldBytes: number;
    peakBytes: number;
    peakDecodes: number;
    peakDecodeBytes: number;
    waiting: number;
    refused: number;
  } {
    return {
      refused: this.refused,
      heldBytes: this.held,
      peakBytes: this.peak,
      peakDecodes: this.peakDecoding,
      peakDecodeBytes: this.peakDecodingBytes,
      waiting: this.waitingFirst.length + this.waiting.length,
    };
  }
}

const budgets = new WeakMap<Config, UploadBudget>();

/** The budget of the server running with this configuration (one per app). */
export function uploadBudget(config: Config): UploadBudget {
  let budget = budgets.get(config);
  if (!budget) {
    budget = new UploadBudget(config.uploadTmpBytes, config.imageDecodeConcurrency, config.uploadMemoryBytes);
    budgets.set(config, budget);
  }
  return budget;
}
