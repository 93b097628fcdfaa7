import { createHash } from 'node:crypto';

/**
 * The loader of a server-rendered page's JavaScript (docs/decisions/0014-scripts-after-first-paint.md).
 * The page is readable without JavaScript, so its scripts wait for the first contentful paint:
 * on a phone on a slow network they would otherwise share the bandwidth with the fonts and the
 * largest image, and the page would paint later. Then the modules are preloaded side by side, and
 * the entry is imported once the whole document is parsed (a page painted from its first bytes may
 * still be arriving, and hydration needs all of it and its data). A hidden tab paints nothing until
 * it is shown, so there the scripts start at `load`; without paint timing, at `load` too; and if no
 * paint is reported 3 s after `load`, then.
 *
 * It is inline (no round trip before it runs) and allowed by its hash in the CSP's script-src.
 * The modules come in its `data-modules` attribute, entry first, so its text never changes.
 */
export const BOOT_SCRIPT = [
  '(function (script) {',
  "  var modules = script.getAttribute('data-modules').split(' ');",
  '  var started = false;',
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  '    modules.forEach(function (href) {',
  "      var link = document.createElement('link');",
  "      link.rel = 'modulepreload';",
  "      link.crossOrigin = '';",
  '      link.href = href;',
  '      document.head.appendChild(link);',
  '    });',
  "    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);",
  '    else run();',
  '  }',
  '  function run() {',
  '    import(modules[0]);',
  '  }',
  "  var observes = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;",
  '  if (observes) {',
  '    new PerformanceObserver(function (list, observer) {',
  "      if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
  '      observer.disconnect();',
  '      start();',
  "    }).observe({ type: 'paint', buffered: true });",
  '  }',
  "  addEventListener('load', function () {",
  "    if (!observes || document.visibilityState === 'hidden') start();",
  '    else setTimeout(start, 3000);',
  '  });',
  '})(document.currentScript);',
].join('\n');

/** The CSP source that allows BOOT_SCRIPT and no other inline script. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The tag that loads `files` (built file names, the entry first) once the page has painted. */
export function bootScriptTag(files: readonly string[]): string {
  const modules = files.map((file) => `/${file}`).join(' ');
  return `<script data-modules="${modules}">${BOOT_SCRIPT}</script>`;
}
