import { useEffect, useState, useSyncExternalStore } from 'react';
import { DESKTOP_MESSAGES as T } from '../shared/messages';
import { formatBytes, type PhotoProgress } from './photo-progress';

const SUMMARY_MS = 6000;

/** "Optimizando fotos: 3 de 12", then what sharp saved, in a corner that covers nothing important. */
export function PhotoProgressBanner({ progress }: { progress: PhotoProgress }) {
  const state = useSyncExternalStore(progress.subscribe, progress.get);
  const [showSummary, setShowSummary] = useState(false);

  useEffect(() => {
    if (state.running > 0 || state.total === 0) {
      setShowSummary(false);
      return;
    }
    setShowSummary(true);
    const timer = window.setTimeout(() => setShowSummary(false), SUMMARY_MS);
    return () => window.clearTimeout(timer);
  }, [state.running, state.total]);

  const active = state.running > 0;
  if (!active && !showSummary) return <div className="desk-progress" role="status" aria-live="polite" />;
  const percent = state.total > 0 ? Math.round((state.done / state.total) * 100) : 0;
  return (
    <div className="desk-progress desk-progress--visible" role="status" aria-live="polite">
      {active ? (
        <>
          <span>{T.preparingPhotos(state.done, state.total)}</span>
          <progress max={100} value={percent} aria-label={T.preparingPhotos(state.done, state.total)} />
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
