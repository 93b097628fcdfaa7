import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { E2E } from '../support/env';

const require = createRequire(import.meta.url);

interface Statement {
  run(...params: unknown[]): { lastInsertRowid: number | bigint };
  get(...params: unknown[]): Record<string, unknown> | undefined;
  all(...params: unknown[]): Record<string, unknown>[];
}
interface Sqlite {
  prepare(sql: string): Statement;
  pragma(text: string): unknown;
  transaction<T>(fn: () => T): { (): T; immediate(): T };
  close(): void;
}
type SqliteCtor = new (file: string, options?: { timeout?: number; readonly?: boolean }) => Sqlite;

/** The e2e server's SQLite file, opened for a moment (the server keeps running meanwhile). */
export function withDatabase<T>(fn: (db: Sqlite) => T): T {
  const Database = require('better-sqlite3') as SqliteCtor;
  const db = new Database(E2E.sqliteFile, { timeout: 10_000 });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export const LEADS_TAG = 'E2E leads';

/** Projects this suite inserts, by number of gallery images (0 → the fallback gallery and 'Sin imágenes'). */
export const LAYOUT_COUNTS = [0, 1, 2, 3, 6] as const;
export type LayoutCount = (typeof LAYOUT_COUNTS)[number];

export interface SeededProjects {
  byCount: Record<LayoutCount, number>;
  /** A corporativo project with every detail field, 6 images, and a brand id that does not exist. */
  full: number;
  missingBrandId: number;
}

const gallery = (count: number) => Array.from({ length: count }, (_, index) => `/images/fallback/gallery-${(index % 8) + 1}.jpg`);

/**
 * Inserts (once per server) one corporativo project per image count straight into SQLite: the
 * admin form cannot create a project without images, and the list layouts need exact counts.
 */
export function seedLeadsProjects(): SeededProjects {
  return withDatabase((db) => {
    const find = db.prepare('SELECT id FROM projects WHERE name = ?');
    const insert = db.prepare(
      `INSERT INTO projects (name, year, location, division, project_type, scope, description, hero_title, hero_subtitle,
        brands, key_features, development_process, image_urls, image_data_array)
       VALUES (@name, @year, @location, @division, @projectType, @scope, @description, @heroTitle, @heroSubtitle,
        @brands, @keyFeatures, @developmentProcess, @imageUrls, '[]')`,
    );
    const brand = db.prepare("SELECT id, name FROM brands WHERE division = 'corporativo' AND is_active = 1 ORDER BY id LIMIT 1").get() as
      { id: number; name: string } | undefined;
    const missingBrandId = 987654;
    const upsert = (name: string, fields: Record<string, unknown>): number => {
      const existing = find.get(name) as { id: number } | undefined;
      if (existing) return Number(existing.id);
      return Number(
        insert.run({
          name,
          year: 2024,
          location: 'Santo Domingo',
          division: 'corporativo',
          projectType: 'Oficina Ejecutiva',
          scope: 'Mobiliario de oficina completo',
          description: null,
          heroTitle: null,
          heroSubtitle: null,
          brands: '[]',
          keyFeatures: '[]',
          developmentProcess: '[]',
          imageUrls: '[]',
          ...fields,
        }).lastInsertRowid,
      );
    };
    return db
      .transaction(() => {
        const byCount = {} as Record<LayoutCount, number>;
        for (const count of LAYOUT_COUNTS) {
          byCount[count] = upsert(`${LEADS_TAG} ${count} imágenes`, { imageUrls: JSON.stringify(gallery(count)) });
        }
        const full = upsert(`${LEADS_TAG} completo`, {
          year: 2023,
          location: 'Piantini, Santo Domingo',
          projectType: 'Sala de Juntas',
          scope: 'Sala de juntas y oficinas ejecutivas',
          description: 'Diseño y equipamiento de la sede corporativa con mobiliario ergonómico.',
          heroTitle: 'Sede corporativa en Piantini',
          heroSubtitle: 'Cuatro pisos de oficinas amuebladas en doce semanas',
          brands: JSON.stringify([
            ...(brand ? [{ id: brand.id, name: brand.name, logoUrl: null }] : []),
            { id: missingBrandId, name: 'Perdida', logoUrl: null },
          ]),
          keyFeatures: JSON.stringify(['Sillas ergonómicas', 'Paneles acústicos']),
          developmentProcess: JSON.stringify([
            { title: 'Levantamiento', description: 'Medición de los espacios.' },
            { title: 'Propuesta', description: 'Selección de mobiliario.' },
            { title: 'Instalación', description: 'Montaje en sitio.' },
          ]),
          imageUrls: JSON.stringify(gallery(6)),
        });
        return { byCount, full, missingBrandId };
        // IMMEDIATE: the phone and desktop workers may seed at the same moment.
      })
      .immediate();
  });
}

let axeText: string | undefined;
function axeSource(): string {
  axeText ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeText;
}

/** axe-core on the current page (or the part this suite owns): no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  // Evaluated through the devtools protocol: the site's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource());
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, include ?? null);
  expect(violations).toEqual([]);
}
