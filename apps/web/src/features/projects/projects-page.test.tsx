// @vitest-environment node
// The projects page as the server renders it on /en: its markup, read as a visitor would.
import { PROJECT_TYPES, type QueryEntry } from '@casa/core';
import { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../config/app-config.js';
import { render } from '../../entry-server.js';
import { PROJECT_TYPE_NAMES_EN } from './texts.js';

async function html(url: string, queries: QueryEntry[]): Promise<string> {
  return (await render(url, { config: DEFAULT_APP_CONFIG, queries, settings: DEFAULT_SITE_SETTINGS, pageContent: DEFAULT_PAGE_CONTENT }))
    .html;
}

const item = (id: number, en: Record<string, unknown>) => ({
  id,
  name: `Hotel ${id}`,
  year: 2024,
  location: 'Punta Cana',
  division: 'hospitality',
  projectType: 'Restaurante',
  scope: 'Mobiliario del restaurante',
  description: 'Texto en español',
  imageUrls: ['/stock/a.jpg'],
  imageAlts: [''],
  imageCount: 1,
  en,
});
const page = (view: Record<string, unknown>, items: unknown[], total: number): QueryEntry => ({
  need: { kind: 'project-page', division: 'hospitality', view: { page: 1, ...view } },
  data: {
    items,
    total,
    page: 1,
    pageSize: 12,
    facets: {
      types: [
        { value: 'Restaurante', count: 30 },
        { value: 'Glamping', count: 10 },
      ],
      years: [{ value: 2024, count: 40 }],
      locations: [{ value: 'Punta Cana', count: 40 }],
    },
  },
});

describe('the English projects page (/en/hospitality/projects)', () => {
  it('shows the English fields of each project, the Spanish ones marked lang="es" where none is written', async () => {
    const markup = await html('/en/hospitality/projects', [
      page({}, [item(1, { name: 'Hotel One', scope: 'Restaurant furniture' }), item(2, {})], 40),
    ]);
    expect(markup).toMatch(/<h1[^>]*>Our Projects<\/h1>/);
    expect(markup).toMatch(/<h2 id="project-1-title"[^>]*>Hotel One<\/h2>/);
    expect(markup).toMatch(/<p>Restaurant furniture<\/p>/);
    expect(markup).toMatch(/<p[^>]*lang="es"[^>]*>Texto en español<\/p>/);
    expect(markup).toMatch(/<h2 id="project-2-title"[^>]*lang="es"[^>]*>Hotel 2<\/h2>/);
    // A known type is named in English; links stay in English.
    expect(markup).toMatch(/<span[^>]*>Restaurant<\/span>/);
    expect(markup).toContain('href="/en/hospitality/project/1"');
    expect(markup).toContain('View full gallery');
    expect(markup).toContain('40 projects');
    expect(markup).toMatch(/<a[^>]*rel="next" href="\/en\/hospitality\/projects\?pagina=2"/);
    expect(markup).not.toMatch(/Nuestros Proyectos|Ver galería completa|Siguiente/);
  });

  it('filters by the stored Spanish type while naming the known ones in English', async () => {
    const markup = await html('/en/hospitality/projects?tipo=Restaurante', [page({ type: 'Restaurante' }, [item(1, {})], 1)]);
    expect(markup).toMatch(/<option value="Restaurante"[^>]*>Restaurant \(30\)<\/option>/);
    // A type of its own, written under 'Otro' in the admin, keeps its Spanish name, marked as such.
    expect(markup).toMatch(/<option value="Glamping" lang="es"[^>]*>Glamping \(10\)<\/option>/);
    expect(markup).toContain('All types');
    expect(markup).toContain('Clear filters');
    expect(markup).toContain('1 project<');
  });

  it('has an English name for every project type the admin offers', () => {
    const types = Object.values(PROJECT_TYPES).flat();
    expect(types.filter((type) => !PROJECT_TYPE_NAMES_EN[type])).toEqual([]);
  });
});
