// Test-only: the admin as a host mounts it, at an address, against a stubbed API.
import { makeStore } from '@casa/api-client';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { vi } from 'vitest';
import { AdminRoutes } from '../app/admin-routes.js';
import { AdminProviders } from '../providers.js';

// jsdom has no layout: antd's responsive grid asks matchMedia, its tables and tabs measure sizes.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
// jsdom computes no pseudo-elements (antd asks, to measure the scrollbar); the element's own style will do.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// A screen's first render loads and renders a lot (antd, a whole form): more than the default 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export interface AdminView extends RenderResult {
  /** Where the router is now. */
  location: () => Location;
  /** The router's navigate, as the browser's Back (-1) and Forward (1) buttons use it. */
  navigate: NavigateFunction;
}

/** Renders /login and /admin/… as apps/web and the desktop do, starting at `path`. */
export function renderAdmin(path: string): AdminView {
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  function RouterProbe() {
    probe.location = useLocation();
    probe.navigate = useNavigate();
    return null;
  }
  const view = render(
    // No CSS in jsdom: antd skips writing its styles, which is most of a render's time here.
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[path]}>
          <AdminProviders prepareImage={async (file) => file}>
            <AdminRoutes />
            <RouterProbe />
          </AdminProviders>
        </MemoryRouter>
      </Provider>
    </ConfigProvider>,
  );
  return {
    ...view,
    location: () => probe.location as Location,
    navigate: ((to: never, options?: never) => probe.navigate?.(to, options)) as NavigateFunction,
  };
}

/** After each test: unmount, let requests already on their way reach the stubs, then forget them. */
export async function resetAdminTests(): Promise<void> {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
