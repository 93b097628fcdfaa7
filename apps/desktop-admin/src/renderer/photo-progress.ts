/**
 * How the current batch of photos is going, for the desktop's own progress line: how many are
 * ready and how many bytes sharp saved. admin-ui prepares a selection one photo at a time, so a
 * photo that starts shortly after the previous one finished still belongs to the same batch.
 */
export interface PhotoProgressState {
  running: number;
  done: number;
  total: number;
  bytesIn: number;
  bytesOut: number;
  failed: number;
}

export interface PhotoProgress {
  get(): PhotoProgressState;
  subscribe(listener: () => void): () => void;
  begin(): void;
  finish(bytesIn: number, bytesOut: number): void;
  fail(bytes: number): void;
}

const IDLE: PhotoProgressState = { running: 0, done: 0, total: 0, bytesIn: 0, bytesOut: 0, failed: 0 };
export const BATCH_GAP_MS = 1500;

export function createPhotoProgress(now: () => number = Date.now): PhotoProgress {
  let state = IDLE;
  let lastFinished = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();
  const set = (next: PhotoProgressState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    begin() {
      const fresh = state.running === 0 && now() - lastFinished > BATCH_GAP_MS ? IDLE : state;
      set({ ...fresh, running: fresh.running + 1, total: fresh.total + 1 });
    },
    finish(bytesIn, bytesOut) {
      lastFinished = now();
      set({
        ...state,
        running: state.running - 1,
        done: state.done + 1,
        bytesIn: state.bytesIn + bytesIn,
        bytesOut: state.bytesOut + bytesOut,
      });
    },
    fail(bytes) {
      lastFinished = now();
      set({
        ...state,
        running: state.running - 1,
        done: state.done + 1,
        failed: state.failed + 1,
        bytesIn: state.bytesIn + bytes,
        bytesOut: state.bytesOut + bytes,
      });
    },
  };
}

/** "9,8 MB", "640 KB": sizes as Spanish-speaking staff read them. */
export function formatBytes(bytes: number): string {
  const format = (value: number, digits: number) =>
    value.toLocaleString('es-DO', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024), 1)} MB`;
  if (bytes >= 1024) return `${format(bytes / 1024, 0)} KB`;
  return `${bytes} B`;
}
