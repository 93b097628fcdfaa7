import type { Shell, WebContents } from 'electron';
import { APP_HOST, APP_SCHEME } from '../shared/channels.js';

/**
 * Our pages only: app://admin/…. Compared on the parsed scheme and host, because Node's URL gives
 * every non-special scheme the origin "null" and a string prefix test is fooled by
 * "app://admin.evil/…".
 */
export function isAppUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
  } catch {
    return false;
  }
}

/** Links staff may open in their own browser (a brand's website): https only, never file: or custom schemes. */
export function isExternalLink(raw: string): boolean {
  try {
    return new URL(raw).protocol === 'https:';
  } catch {
    return false;
  }
}

function openOutside(shell: Pick<Shell, 'openExternal'>, url: string): void {
  if (isExternalLink(url)) shell.openExternal(url).catch(() => undefined);
}

/** New windows are never created; an https link goes to the system browser instead. */
export function windowOpenHandler(shell: Pick<Shell, 'openExternal'>) {
  return ({ url }: { url: string }): { action: 'deny' } => {
    openOutside(shell, url);
    return { action: 'deny' };
  };
}

/** `will-navigate` / `will-redirect`: the window stays on the app's origin. */
export function navigationGuard(shell: Pick<Shell, 'openExternal'>) {
  return (event: { preventDefault(): void }, url: string): void => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    openOutside(shell, url);
  };
}

/** Applied to every WebContents the app creates (`web-contents-created`). */
export function secureWebContents(contents: WebContents, shell: Pick<Shell, 'openExternal'>): void {
  const guard = navigationGuard(shell);
  contents.setWindowOpenHandler(windowOpenHandler(shell));
  contents.on('will-navigate', (event, url) => guard(event, url));
  contents.on('will-redirect', (event, url) => guard(event, url));
  // No <webview> anywhere in the app: refuse any attempt to attach one.
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
