import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ServerUrlResult } from '../shared/desktop-api.js';
import { DESKTOP_MESSAGES as T } from '../shared/messages.js';

export interface ServerScreenProps {
  initialUrl: string;
  /** First run: no way back, the app needs a server. */
  canCancel: boolean;
  onSave: (url: string) => Promise<ServerUrlResult>;
  onSaved: (serverUrl: string) => void;
  onCancel?: () => void;
}

/** The server address form: first run, and "Cambiar servidor…" from the menu. */
export function ServerScreen({ initialUrl, canCancel, onSave, onSaved, onCancel }: ServerScreenProps) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const result = await onSave(url);
      if (result.ok) onSaved(result.serverUrl);
      else {
        setError(result.message);
        inputRef.current?.focus();
      }
    } catch {
      setError(T.serverUnreachable);
    } finally {
      setPending(false);
    }
  }

  return (
    <main className="desk-screen" aria-labelledby="server-title">
      <form className="desk-card" onSubmit={submit} noValidate>
        <p className="desk-brand">{T.appName}</p>
        <h1 id="server-title">{T.settingsTitle}</h1>
        <p className="desk-intro">{T.settingsIntro}</p>
        <label htmlFor={inputId}>{T.serverUrlLabel}</label>
        <input
          ref={inputRef}
          id={inputId}
          name="serverUrl"
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="http://localhost:3000"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={pending}
          required
        />
        {error && (
          <p id={errorId} className="desk-error" role="alert">
            {error}
          </p>
        )}
        <div className="desk-actions">
          {canCancel && (
            <button type="button" className="desk-button desk-button--ghost" onClick={onCancel} disabled={pending}>
              {T.cancel}
            </button>
          )}
          <button type="submit" className="desk-button" disabled={pending || url.trim() === ''}>
            {pending ? T.connecting : error ? T.retry : T.connect}
          </button>
        </div>
      </form>
    </main>
  );
}

export interface OfflineScreenProps {
  serverUrl: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
  onChangeServer: () => void;
}

/** The saved server does not answer: say so in Spanish, offer a retry, never a blank window. */
export function OfflineScreen({ serverUrl, message, retrying, onRetry, onChangeServer }: OfflineScreenProps) {
  return (
    <main className="desk-screen" aria-labelledby="offline-title">
      <section className="desk-card">
        <p className="desk-brand">{T.appName}</p>
        <h1 id="offline-title">{T.offlineTitle}</h1>
        <p className="desk-error" role="alert">
          {message}
        </p>
        <p className="desk-intro">
          {T.serverUrlLabel}: <code>{serverUrl}</code>
        </p>
        <div className="desk-actions">
          <button type="button" className="desk-button desk-button--ghost" onClick={onChangeServer} disabled={retrying}>
            {T.changeServer}
          </button>
          <button type="button" className="desk-button" onClick={onRetry} disabled={retrying}>
            {retrying ? T.connecting : T.retry}
          </button>
        </div>
      </section>
    </main>
  );
}

export function StartingScreen() {
  return (
    <main className="desk-screen">
      <p className="desk-status" role="status">
        {T.checking}
      </p>
    </main>
  );
}
