// @vitest-environment node
// The project page as the server renders it on /en, read as a visitor would: its markup.
import type { QueryEntry } from '@casa/core';
import { DEFAULT_PAGE_CONTENT, DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../config/app-config.js';
import { render } from '../../entry-server.js';

async function html(url: string, queries: QueryEntry[]): Promise<string> {
  return (await render(url, { config: DEFAULT_APP_CONFIG, queries, settings: DEFAULT_SITE_SETTINGS, pageContent: DEFAULT_PAGE_CONTENT }))
    .html;
}

const project = {
  id: 7,
  name: 'Hotel Brisa',
  year: 2024,
  location: 'Punta Cana',
  division: 'hospitality',
  projectType: 'Resort',
  scope: 'Mobiliario del lobby',
  description: 'Diseño y equipamiento del lobby frente al mar.',
  heroTitle: 'Un lobby frente al mar',
  heroSubtitle: 'Doce semanas de obra',
  keyFeatures: ['Sofás a medida', 'Iluminación cálida'],
  developmentProcess: [
    { title: 'Levantamiento', description: 'Medición de los espacios.' },
    { title: 'Instalación', description: 'Montaje en sitio.' },
  ],
  brands: [],
  imageUrls: ['/stock/a.jpg', '/stock/b.jpg'],
  imageAlts: ['Lobby con sofás', 'Terraza'],
  en: {
    name: 'Brisa Hotel',
    location: '',
    heroTitle: 'A seafront lobby',
    heroSubtitle: '',
    scope: 'Lobby furniture',
    description: '',
    keyFeatures: ['Made-to-measure sofas', ''],
    developmentProcess: [{ title: 'Survey', description: 'Measuring the spaces.' }],
    imageAlts: ['Lobby with sofas'],
  },
};
const queries: QueryEntry[] = [
  { need: { kind: 'project', id: 7 }, data: project },
  { need: { kind: 'all-brands' }, data: [] },
];

/** The element whose text is `text`, with its tag and attributes. */
const elementWith = (markup: string, text: string) =>
  new RegExp(`<(\\w+)([^>]*)>${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</\\1>`).exec(markup)?.[0] ?? '';

describe('the English project page (/en/hospitality/project/:id)', () => {
  it('shows the English fields and its own words in English', async () => {
    const markup = await html('/en/hospitality/project/7', queries);
    expect(markup).toMatch(/<h1 id="project-title"[^>]*>A seafront lobby<\/h1>/);
    expect(elementWith(markup, 'Lobby furniture')).not.toContain('lang=');
    expect(markup).toContain('Made-to-measure sofas');
    expect(markup).toContain('Survey');
    expect(markup).toContain('alt="Lobby with sofas"');
    // An image without an English alt is named by the project's English name.
    expect(markup).toContain('alt="Brisa Hotel"');
    for (const words of [
      'Project Details',
      'Development Process',
      'Specifications',
      'Project Features',
      'Featured Images',
      'Back to Projects',
    ]) {
      expect(markup).toContain(words);
    }
    expect(markup).toMatch(/href="\/en\/hospitality\/projects"/);
    expect(markup).toContain('<dd>Hospitality</dd>');
    expect(markup).not.toMatch(/Detalles del Proyecto|Especificaciones|Volver a Proyectos/);
  });

  it('shows a text with no English written in Spanish, marked lang="es", never empty', async () => {
    const markup = await html('/en/hospitality/project/7', queries);
    expect(elementWith(markup, 'Diseño y equipamiento del lobby frente al mar.')).toMatch(/lang="es"/);
    expect(elementWith(markup, 'Doce semanas de obra')).toMatch(/lang="es"/);
    expect(elementWith(markup, 'Iluminación cálida')).toMatch(/^<li lang="es">/);
    expect(elementWith(markup, 'Instalación')).toMatch(/lang="es"/);
    expect(elementWith(markup, 'Punta Cana')).toMatch(/lang="es"/);
  });

  it('leaves the Spanish page as it was, without lang marks', async () => {
    const markup = await html('/hospitality/proyecto/7', queries);
    expect(markup).toMatch(/<h1 id="project-title"[^>]*>Un lobby frente al mar<\/h1>/);
    expect(markup).toContain('Detalles del Proyecto');
    expect(markup).toContain('alt="Terraza"');
    expect(markup).not.toContain('Brisa Hotel');
    expect(markup).not.toMatch(/lang="es"/);
  });
});
