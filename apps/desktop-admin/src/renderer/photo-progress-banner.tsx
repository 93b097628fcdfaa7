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
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (state.total === 0) return;
    if (state.running > 0) {
      setPhase('working');
      return;
    }
    const summary = window.setTimeout(() => setPhase('summary'), SETTLE_MS);
    const hide = window.setTimeout(() => setPhase('hidden'), SETTLE_MS + SUMMARY_MS);
    return () => {
      window.clearTimeout(summary);
      window.clearTimeout(hide);
    };
  }, [state.running, state.total]);

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
