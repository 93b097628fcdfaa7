import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, bootScriptTag } from './boot-script.js';

type Listener = () => void;

/**
 * Runs the boot script against a stand-in for the browser: a document still loading or not, a
 * tab visible or hidden, with or without paint timing. `import()` becomes a recorded call.
 */
function browser({ paintTiming = true, visibility = 'visible', readyState = 'loading' } = {}) {
  const listeners: Record<string, Listener[]> = {};
  const on = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener);
  const fire = (type: string) => (listeners[type] ?? []).forEach((listener) => listener());
  const preloads: string[] = [];
  const imported: string[] = [];
  const timers: Listener[] = [];
  let paintCallback: ((list: unknown, observer: unknown) => void) | null = null;
  const document = {
    readyState,
    visibilityState: visibility,
    currentScript: { getAttribute: () => '/assets/index.js /assets/react-dom.js /assets/page.js' },
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Record<string, string>) => preloads.push(`${link.rel} ${link.href} ${link.crossOrigin}`) },
    addEventListener: on,
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark'];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      paintCallback = callback;
    }
    observe() {}
    disconnect() {
      paintCallback = null;
    }
  }
  const script = BOOT_SCRIPT.replace('import(', 'load(');
  expect(script).not.toContain('import(');
  new Function('document', 'addEventListener', 'PerformanceObserver', 'setTimeout', 'load', script)(
    document,
    on,
    PerformanceObserver,
    (listener: Listener) => timers.push(listener),
    (url: string) => imported.push(url),
  );
  return {
    preloads,
    imported,
    paint(name: string) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      paintCallback?.(list, { disconnect: () => (paintCallback = null) });
    },
    parsed() {
      document.readyState = 'interactive';
      fire('DOMContentLoaded');
    },
    loaded() {
      document.readyState = 'complete';
      fire('load');
    },
    runTimers: () => timers.splice(0).forEach((listener) => listener()),
  };
}

describe('boot script', () => {
  it('asks for nothing before the first contentful paint, then preloads every module at once', () => {
    const page = browser({ readyState: 'interactive' });
    page.paint('first-paint');
    expect(page.preloads).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.preloads).toEqual([
      'modulepreload /assets/index.js ',
      'modulepreload /assets/react-dom.js ',
      'modulepreload /assets/page.js ',
    ]);
    expect(page.imported).toEqual(['/assets/index.js']);
  });

  it('runs the entry only once the document is parsed, when it painted from its first bytes', () => {
    const page = browser({ readyState: 'loading' });
    page.paint('first-contentful-paint');
    expect(page.preloads).toHaveLength(3);
    expect(page.imported).toEqual([]);
    page.parsed();
    expect(page.imported).toEqual(['/assets/index.js']);
    page.loaded();
    page.runTimers();
    expect(page.imported).toEqual(['/assets/index.js']);
  });

  it('starts at load in a hidden tab, which paints nothing until it is shown', () => {
    const page = browser({ visibility: 'hidden' });
    page.parsed();
    expect(page.imported).toEqual([]);
    page.loaded();
    expect(page.imported).toEqual(['/assets/index.js']);
  });

  it('starts at load without paint timing, and 3 s after load if no paint was reported', () => {
    const old = browser({ paintTiming: false });
    old.parsed();
    old.loaded();
    expect(old.imported).toEqual(['/assets/index.js']);

    const silent = browser();
    silent.parsed();
    silent.loaded();
    expect(silent.imported).toEqual([]);
    silent.runTimers();
    expect(silent.imported).toEqual(['/assets/index.js']);
  });

  it('names the modules in an attribute, so the script text (and its CSP hash) never changes', () => {
    expect(bootScriptTag(['assets/a.js', 'assets/b.js'])).toBe(`<script data-modules="/assets/a.js /assets/b.js">${BOOT_SCRIPT}</script>`);
  });
});
