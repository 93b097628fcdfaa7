import { Component, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { DesktopApi } from '../shared/desktop-api.js';
import { DESKTOP_MESSAGES as T } from '../shared/messages.js';
import { AdminShell } from './admin-shell.js';
import { checkConnection } from './connection.js';
import { PhotoProgressBanner } from './photo-progress-banner.js';
import { createPhotoProgress } from './photo-progress.js';
import { createDesktopPrepareImage } from './prepare-image.js';
import { OfflineScreen, ServerScreen, StartingScreen } from './server-screen.js';

const DEFAULT_SERVER_URL = 'http://localhost:3000';

type Phase =
  | { kind: 'starting' }
  | { kind: 'first-run' }
  | { kind: 'offline'; serverUrl: string; message: string; retrying: boolean }
  | { kind: 'ready'; serverUrl: string; generation: number };

/**
 * First run → server address; a saved server that does not answer → message and retry; otherwise
 * the admin. The menu's "Cambiar servidor…" opens the address form over whatever is showing.
 */
export function DesktopApp({ desktop }: { desktop: DesktopApi }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [changingServer, setChangingServer] = useState(false);
  const progress = useMemo(() => createPhotoProgress(), []);
  const prepareImage = useMemo(() => createDesktopPrepareImage(desktop, progress), [desktop, progress]);

  const connect = useCallback(async (serverUrl: string, generation: number) => {
    const check = await checkConnection();
    setPhase(check.ok ? { kind: 'ready', serverUrl, generation } : { kind: 'offline', serverUrl, message: check.message, retrying: false });
  }, []);

  useEffect(() => {
    let cancelled = false;
    desktop
      .getServerUrl()
      .then((saved) => {
        if (cancelled) return;
        if (saved === null) setPhase({ kind: 'first-run' });
        else void connect(saved, 0);
      })
      .catch(() => !cancelled && setPhase({ kind: 'first-run' }));
    return () => {
      cancelled = true;
    };
  }, [desktop, connect]);

  useEffect(() => desktop.onOpenSettings(() => setChangingServer(true)), [desktop]);

  const onSaved = (serverUrl: string) => {
    setChangingServer(false);
    // A new server: start at /admin, which sends to /login when there is no session.
    window.history.replaceState(null, '', '/admin');
    setPhase((current) => ({ kind: 'ready', serverUrl, generation: current.kind === 'ready' ? current.generation + 1 : 0 }));
  };

  const currentUrl = phase.kind === 'ready' || phase.kind === 'offline' ? phase.serverUrl : DEFAULT_SERVER_URL;

  let screen: ReactNode;
  if (phase.kind === 'starting') screen = <StartingScreen />;
  else if (phase.kind === 'first-run') {
    screen = <ServerScreen initialUrl={DEFAULT_SERVER_URL} canCancel={false} onSave={desktop.setServerUrl} onSaved={onSaved} />;
  } else if (phase.kind === 'offline') {
    screen = (
      <OfflineScreen
        serverUrl={phase.serverUrl}
        message={phase.message}
        retrying={phase.retrying}
        onRetry={() => {
          setPhase({ ...phase, retrying: true });
          void connect(phase.serverUrl, 0);
        }}
        onChangeServer={() => setChangingServer(true)}
      />
    );
  } else {
    screen = (
      <ScreenErrorBoundary key={phase.generation}>
        <AdminShell prepareImage={prepareImage} />
      </ScreenErrorBoundary>
    );
  }

  return (
    <>
      <div hidden={changingServer} className="desk-root">
        {screen}
      </div>
      {changingServer && (
        <ServerScreen
          initialUrl={currentUrl}
          canCancel={phase.kind !== 'first-run'}
          onSave={desktop.setServerUrl}
          onSaved={onSaved}
          onCancel={() => setChangingServer(false)}
        />
      )}
      <PhotoProgressBanner progress={progress} />
    </>
  );
}

/** A crash in a screen shows a way out instead of a white window. */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="desk-screen">
        <section className="desk-card">
          <p className="desk-brand">{T.appName}</p>
          <h1>{T.crashTitle}</h1>
          <p className="desk-intro">{T.crashText}</p>
          <div className="desk-actions">
            <button type="button" className="desk-button" onClick={() => window.location.reload()}>
              {T.retry}
            </button>
          </div>
        </section>
      </main>
    );
  }
}
