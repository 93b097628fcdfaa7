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

/**
 * Schemes of the links the system opens for staff: a brand's website or a lead's WhatsApp
 * (https://wa.me/…) in their browser, 'Escribir' in their mail program, 'Llamar' in their phone app.
 * Never file:, javascript:, plain http: or any other scheme a page could hand the OS.
 */
const EXTERNAL_SCHEMES = new Set(['https:', 'mailto:', 'tel:']);

/** The link as the system should receive it (parsed and re-serialised), or null when it is not one to open. */
export function externalLink(raw: string): string | null {
  try {
    const url = new URL(raw);
    return EXTERNAL_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function openOutside(shell: Pick<Shell, 'openExternal'>, raw: string): void {
  const url = externalLink(raw);
  if (url) shell.openExternal(url).catch(() => undefined);
}

/** New windows are never created; an https, mailto: or tel: link goes to the system instead. */
export function windowOpenHandler(shell: Pick<Shell, 'openExternal'>) {
  return ({ url }: { url: string }): { action: 'deny' } => {
    openOutside(shell, url);
    return { action: 'deny' };
  };
}

/** `will-navigate` / `will-redirect`: the window stays on the app's origin; a mailto: or tel: link (a navigation) goes to the system. */
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
