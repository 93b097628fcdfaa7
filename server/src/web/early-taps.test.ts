// @vitest-environment jsdom
import { PAGE_LIVE_EVENT } from '@casa/core';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT, earlyTapsTag, HELD_TAP_ATTRIBUTE } from './early-taps.js';

// The little of jsdom's DOM this test touches, typed here: the server is compiled without the DOM's types.
interface TestEvent {
  target: TestElement;
  defaultPrevented: boolean;
  preventDefault(): void;
}
interface TestElement {
  id: string;
  click(): void;
  remove(): void;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): TestElement | null;
  closest(selector: string): TestElement | null;
  addEventListener(type: 'click', listener: (event: TestEvent) => void): void;
  dispatchEvent(event: object): boolean;
}
const { document, Event, MouseEvent } = globalThis as unknown as {
  document: {
    body: { innerHTML: string };
    getElementById(id: string): TestElement | null;
    dispatchEvent(event: object): boolean;
  };
  Event: new (type: string) => object;
  MouseEvent: new (type: string, init: { bubbles: boolean }) => object;
};

/**
 * A server-rendered page in jsdom with the script running, and a stand-in for React: a listener on
 * the root, attached when the page goes live, that records the clicks it is handed.
 */
function renderedPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="history"><span>DESCUBRE LA HISTORIA</span></button>
      <button type="button" id="menu"><svg><path></path></svg></button>
      <button type="button" id="mobile-menu" popovertarget="mobile-menu-list">☰</button>
      <a href="/corporativo" id="link">Corporativo</a>
      <form><button type="submit" id="submit">ENVIAR</button></form>
    </div>`;
  const run = new Function(EARLY_TAPS_SCRIPT) as () => void;
  run();
  const reactSaw: string[] = [];
  // What the browser would follow or submit by itself; jsdom is then kept from trying.
  const browserFollows: string[] = [];
  document.getElementById('root')!.addEventListener('click', (event) => {
    if (!event.defaultPrevented) browserFollows.push(event.target.id);
    event.preventDefault();
  });
  const control = (id: string) => document.getElementById(id)!;
  return {
    control,
    reactSaw,
    browserFollows,
    goLive() {
      document.getElementById('root')!.addEventListener('click', (event) => {
        reactSaw.push(event.target.closest('[id]')!.id);
      });
      document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
    },
  };
}

// The script's listeners live on the window jsdom keeps between tests: each test ends the page's life.
afterEach(() => {
  document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  document.body.innerHTML = '';
});

describe('early taps script', () => {
  it('holds a tap on a button until React listens, marks it, then hands it over once', () => {
    const page = renderedPage();
    page.control('history').querySelector('span')!.click();
    expect(page.control('history').hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(true);
    page.goLive();
    expect(page.reactSaw).toEqual(['history']);
    expect(page.control('history').hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(false);

    // Once live, taps are React's own: nothing is held or repeated any more.
    page.control('menu').click();
    expect(page.reactSaw).toEqual(['history', 'menu']);
    document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
    expect(page.reactSaw).toEqual(['history', 'menu']);
  });

  it('counts several early taps as one, the last', () => {
    const page = renderedPage();
    page.control('history').click();
    page
      .control('menu')
      .querySelector('path')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    page.control('menu').click();
    expect(page.control('history').hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(false);
    page.goLive();
    expect(page.reactSaw).toEqual(['menu']);
  });

  it('leaves links and submit buttons alone, and hands over nothing when nothing was tapped', () => {
    const page = renderedPage();
    page.control('link').click();
    page.control('submit').click();
    expect(page.browserFollows).toEqual(['link', 'submit']);
    expect(page.control('submit').hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(false);
    page.goLive();
    expect(page.reactSaw).toEqual([]);
  });

  it('leaves a button that opens a popover to the browser, which opened it at once: replayed, it would close it', () => {
    const page = renderedPage();
    page.control('mobile-menu').click();
    expect(page.control('mobile-menu').hasAttribute(HELD_TAP_ATTRIBUTE)).toBe(false);
    page.goLive();
    expect(page.reactSaw).toEqual([]);
  });

  it('drops a tap whose button is gone by then', () => {
    const page = renderedPage();
    page.control('history').click();
    page.control('history').remove();
    page.goLive();
    expect(page.reactSaw).toEqual([]);
  });

  it('is a plain inline script whose text never changes (its CSP hash is computed once)', () => {
    expect(earlyTapsTag()).toBe(`<script>${EARLY_TAPS_SCRIPT}</script>`);
    expect(EARLY_TAPS_SCRIPT).toContain(JSON.stringify(PAGE_LIVE_EVENT));
  });
});
