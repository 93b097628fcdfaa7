import fs from 'node:fs';
import path from 'node:path';
import { matchRoute } from '@casa/core';
import { describe, expect, it } from 'vitest';
import { routeModules } from './pages.js';

const appRoot = path.resolve(import.meta.dirname, '..', '..');

describe('routeModules: the modules the server preloads for a page', () => {
  it('names the page, and in the division frame the store and the appointment widget, by their real paths', () => {
    expect(routeModules(matchRoute('/'))).toEqual(['src/features/landing/landing-page.tsx']);
    expect(routeModules(matchRoute('/hospitality/proyecto/3'))).toEqual([
      'src/features/project-detail/project-detail-page.tsx',
      'src/app/store-provider.tsx',
      'src/features/appointment/appointment-widget.tsx',
    ]);
    expect(routeModules(matchRoute('/no-existe'))[0]).toBe('src/features/not-found/not-found-page.tsx');
    expect(routeModules(matchRoute('/admin'))).toEqual(['src/app/admin-pages.tsx']);
    for (const pathname of ['/corporativo', '/hospitality/nosotros', '/corporativo/servicios', '/projects', '/terms', '/privacy']) {
      for (const module of routeModules(matchRoute(pathname))) expect(fs.existsSync(path.join(appRoot, module)), module).toBe(true);
    }
  });
});
