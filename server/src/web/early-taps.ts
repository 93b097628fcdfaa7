import { createHash } from 'node:crypto';
import { PAGE_LIVE_EVENT } from '@casa/core';

/** Set on the control whose tap is held, so it can show it was heard (apps/web global.css). */
export const HELD_TAP_ATTRIBUTE = 'data-tap-held';

/**
 * Holds a tap made before the page is live (docs/decisions/0020-taps-before-hydration.md). A
 * server-rendered page paints before its scripts run (decision 0014), and a button does nothing
 * until React owns it: this listener, running from the first paint, keeps the last button tapped
 * and marks it. When the app announces that React listens (PAGE_LIVE_EVENT, right after
 * hydrateRoot), it stops listening and clicks that button again; React hydrates the part that
 * holds it at once and runs its handler, so the dialog or menu opens as if React had been there.
 *
 * Only `type="button"` buttons are held, and not those that open a popover (the mobile menu),
 * which the browser opens at once: links and the anchors of the page work without JavaScript,
 * and the forms' submit buttons stay disabled until the page is live. Several taps
 * count as one, the last: a visitor who taps again is repeating themselves, and replaying every
 * tap would toggle a menu shut or open a dialog behind another.
 *
 * Inline (it must listen before the first paint) and allowed by its hash in the CSP's script-src.
 */
export const EARLY_TAPS_SCRIPT = [
  '(function () {',
  '  var held = null;',
  '  function hold(event) {',
  '    var control = event.target instanceof Element ? event.target.closest(\'button[type="button"]:not([popovertarget])\') : null;',
  '    if (!control) return;',
  `    if (held) held.removeAttribute('${HELD_TAP_ATTRIBUTE}');`,
  '    held = control;',
  `    held.setAttribute('${HELD_TAP_ATTRIBUTE}', '');`,
  '  }',
  "  addEventListener('click', hold, true);",
  `  document.addEventListener(${JSON.stringify(PAGE_LIVE_EVENT)}, function () {`,
  "    removeEventListener('click', hold, true);",
  '    var control = held;',
  '    held = null;',
  '    if (!control) return;',
  `    control.removeAttribute('${HELD_TAP_ATTRIBUTE}');`,
  '    if (control.isConnected) control.click();',
  '  }, { once: true });',
  '})();',
].join('\n');

/** The CSP source that allows EARLY_TAPS_SCRIPT. */
export const EARLY_TAPS_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/** The tag of a server-rendered page's `<head>`, before anything of `<body>` can paint. */
export function earlyTapsTag(): string {
  return `<script>${EARLY_TAPS_SCRIPT}</script>`;
}
