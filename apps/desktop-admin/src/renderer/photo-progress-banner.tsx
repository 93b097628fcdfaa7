import { useEffect, useState, useSyncExternalStore } from 'react';
import { DESKTOP_MESSAGES as T } from '../shared/messages.js';
import { formatBytes, type PhotoProgress } from './photo-progress.js';

const SUMMARY_MS = 6000;
/** Between two photos of one selection nothing runs for a moment: no summary flash then. */
const SETTLE_MS = 400;

type Phase = 'hidden' | 'working' | 'summary';

/** "Optimizando fotos: 3 de 12", then what sharp saved, in a corner that covers nothing important. */
export function PhotoProgressBanner({ progress }: { progress: PhotoProgress }) {
  const state = useSyncExternalStore(progress.subscribe, progress.get);
  // The timers stamp the batch they belong to: a new batch shows 'working' again by itself.
  const batch = `${state.total}/${state.done}/${state.failed}`;
  const [timed, setTimed] = useState<{ batch: string; phase: 'summary' | 'hidden' } | null>(null);

  useEffect(() => {
    if (state.total === 0 || state.running > 0) return;
    const summary = window.setTimeout(() => setTimed({ batch, phase: 'summary' }), SETTLE_MS);
    const hide = window.setTimeout(() => setTimed({ batch, phase: 'hidden' }), SETTLE_MS + SUMMARY_MS);
    return () => {
      window.clearTimeout(summary);
      window.clearTimeout(hide);
    };
  }, [batch, state.running, state.total]);

  const phase: Phase = state.total === 0 ? 'hidden' : state.running > 0 || timed?.batch !== batch ? 'working' : timed.phase;

  if (phase === 'hidden') return <div className="desk-progress" role="status" aria-live="polite" />;
  const working = T.preparingPhotos(state.done, state.total);
  return (
    <div className="desk-progress desk-progress--visible" role="status" aria-live="polite">
      {phase === 'working' ? (
        <>
          <span>{working}</span>
          <progress max={state.total} value={state.done} aria-label={working} />
        </>
      ) : (
        <span>
          {T.photosPrepared(state.total - state.failed, formatBytes(state.bytesIn), formatBytes(state.bytesOut))}
          {state.failed > 0 ? ` · ${T.photoNotPrepared}` : ''}
        </span>
      )}
    </div>
  );
}
