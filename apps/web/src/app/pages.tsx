import { type PageKind, type RouteMatch, usesSiteLayout } from '@casa/core';
import type { ComponentType } from 'react';
import { lazyRoute, type PreloadableComponent } from '../lib/lazy-route.js';
import type * as StoreProviderModule from './store-provider.js';

// Every lazily loaded module. Its path from the app's root is the key of Vite's manifest, so the
// server can name the files a page needs (its CSS, and its modules for the boot script).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's own props, as React.lazy
type AnyComponent = ComponentType<any>;
const MODULES = import.meta.glob<{ default: AnyComponent }>([
  '../features/*/*-page.tsx',
  './division-home-page.tsx',
  './store-provider.tsx',
  './admin-pages.tsx',
  '../features/appointment/appointment-widget.tsx',
]);

type Lazy = PreloadableComponent<AnyComponent>;
const modules = new Map<Lazy, string>();

/** A module of MODULES by its path from this folder; remembered under its path from the app's root. */
function lazyModule<M extends { default: AnyComponent } = { default: AnyComponent }>(file: string): PreloadableComponent<M['default'], M> {
  const load = MODULES[file];
  if (!load) throw new Error(`${file} is not a lazily loaded module`);
  const component = lazyRoute<M['default'], M>(load as () => Promise<M>);
  modules.set(component as unknown as Lazy, new URL(file, 'file:///src/app/').pathname.slice(1));
  return component;
}

// Every screen is its own chunk: the landing page downloads only what it shows.
const page = (name: string) => lazyModule(`../features/${name}.tsx`);
// The admin (antd and the admin screens) loads only on /login and /admin.
const adminPages = lazyModule('./admin-pages.tsx');
export const PAGES: Record<PageKind, Lazy> = {
  landing: page('landing/landing-page'),
  // Composes three features (division home, brands, newsletter), so it lives with the app.
  'division-home': lazyModule('./division-home-page.tsx'),
  about: page('about/about-page'),
  services: page('services/services-page'),
  projects: page('projects/projects-page'),
  contact: page('contact/contact-page'),
  project: page('project-detail/project-detail-page'),
  privacy: page('legal/privacy-page'),
  terms: page('legal/terms-page'),
  'not-found': page('not-found/not-found-page'),
  login: adminPages,
  admin: adminPages,
};

/** Loaded lazily: the landing page never downloads Redux Toolkit. */
export const StoreProvider = lazyModule<typeof StoreProviderModule>('./store-provider.tsx');
// The widget's button appears only after 2 s: its code need not block the page's own chunk.
export const AppointmentWidget = lazyModule('../features/appointment/appointment-widget.tsx');

/** The lazy modules a route renders on its first render: its page, and in the division frame the store and the widget. */
export function routeComponents(match: RouteMatch): Lazy[] {
  const components = [PAGES[match.page]];
  if (usesSiteLayout(match.page)) components.push(StoreProvider as unknown as Lazy, AppointmentWidget);
  return components;
}

/** Starts downloading everything a route renders, side by side (the same promises the render waits for). */
export function preloadRoute(match: RouteMatch): Promise<unknown> {
  return Promise.all(routeComponents(match).map((component) => component.preload()));
}

/** Paths of a route's modules in Vite's manifest (for the server's preload tags and the bundle report). */
export function routeModules(match: RouteMatch): string[] {
  return [...new Set(routeComponents(match).map((component) => modules.get(component) ?? ''))].filter(Boolean);
}
