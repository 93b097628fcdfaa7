import { describe, expect, it } from 'vitest';
import { DIVISIONS } from '../divisions.js';
import { DIVISION_CONTENT, generatedPhotos, HISTORY, interiorSceneSvg, LANDING_IMAGES, SITE, STATS } from './index.js';
import type { SceneKind } from './types.js';

describe('site config', () => {
  it('holds the company details the footer and contact page show', () => {
    expect(SITE.phoneHref).toBe(`tel:+${SITE.phone.replace(/\D/g, '')}`);
    expect(SITE.salesEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z.]+$/);
    expect(SITE.hours).toBe('Lunes a Viernes 8:00am-5:00pm');
    expect(SITE.address).toMatchObject({ area: 'Naco', city: 'Santo Domingo', country: 'República Dominicana' });
    expect(SITE.map.zoom).toBe(16);
    for (const division of DIVISIONS) expect(SITE.whatsapp[division].number).toMatch(/^\d{10,15}$/);
  });

  it('tells the history of docs/product.md §1 and the About statistics', () => {
    const history = HISTORY.paragraphs.join(' ');
    expect(history).toContain('1998');
    expect(history).toContain('más de 40 años');
    expect(history).toMatch(/representantes exclusivos/);
    expect(history).toMatch(/Hospitality/);
    expect(STATS.map((stat) => stat.label).join(' ')).toMatch(/Caribe.*Proyectos.*marcas premium/s);
  });
});

describe('division content', () => {
  it.each(DIVISIONS)('%s has six services and six process steps', (division) => {
    const content = DIVISION_CONTENT[division];
    expect(content.division).toBe(division);
    expect(content.label).toBe(division.toUpperCase());
    expect(content.services).toHaveLength(6);
    expect(content.process).toHaveLength(6);
    for (const step of content.process) expect(step.details.length).toBeGreaterThan(0);
    expect(content.showcases.length).toBeGreaterThan(0);
    expect(content.leader.name).not.toBe('');
  });

  it('marks only the hospitality hero with the featured badge', () => {
    expect(DIVISION_CONTENT.hospitality.heroBadge).toBe('PROYECTO DESTACADO');
    expect(DIVISION_CONTENT.corporativo.heroBadge).toBeUndefined();
  });

  it('follows the process steps of docs/product.md §2 for each division', () => {
    expect(DIVISION_CONTENT.hospitality.process.map((step) => step.title)).toEqual([
      'Planificación',
      'Diseño y Selección',
      'Firma de Pedido',
      'Fabricación y Envío',
      'Entrega e Instalación',
      'Servicio Postventa',
    ]);
    expect(DIVISION_CONTENT.hospitality.process[2]?.details.join(' ')).toMatch(/anticipo.*|Acuerdo de venta/);
    expect(DIVISION_CONTENT.corporativo.process.map((step) => step.title)).toEqual([
      'Reunión Inicial',
      'Propuesta y Selección',
      'Desarrollo Técnico',
      'Producción',
      'Logística y Entrega',
      'Instalación y Postventa',
    ]);
  });

  it('gives hospitality brands a logo and uses only the three categories', () => {
    for (const division of DIVISIONS) {
      for (const brand of DIVISION_CONTENT[division].brands) expect(['mobiliario', 'acustica', 'iluminacion']).toContain(brand.category);
    }
    for (const brand of DIVISION_CONTENT.hospitality.brands) expect(brand.logo).toMatch(/^\/images\/generated\/brand-[a-z0-9-]+\.svg$/);
  });

  it('points every photo at a generated image that the build renders', () => {
    const names = new Set(generatedPhotos().map((photo) => photo.name));
    const refs = [
      ...Object.values(LANDING_IMAGES),
      ...DIVISIONS.flatMap((division) => {
        const content = DIVISION_CONTENT[division];
        return [
          content.backgroundImage,
          content.projectsBackground,
          content.leader.photo,
          ...content.services.map((s) => s.image),
          ...content.showcases.map((s) => s.image),
        ];
      }),
    ];
    for (const ref of refs) {
      const match = /^\/images\/generated\/([a-z0-9-]+)\.jpg$/.exec(ref.src);
      expect(match, ref.src).not.toBeNull();
      expect(names.has(match?.[1] ?? '')).toBe(true);
      expect(ref.alt.length).toBeGreaterThan(10);
      expect(ref.width).toBeGreaterThan(0);
    }
  });
});

describe('interiorSceneSvg', () => {
  const kinds: SceneKind[] = ['office', 'meeting', 'reception', 'lobby', 'restaurant', 'bedroom', 'lounge', 'terrace', 'portrait', 'logo'];

  it.each(kinds)('draws a well-formed %s at the asked size', (kind) => {
    for (const division of DIVISIONS) {
      const svg = interiorSceneSvg({ seed: 3, division, kind, width: 640, height: 480, label: 'Casa <Mobilia> & Co' });
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/NaN|Infinity|undefined/);
      expect(svg).not.toContain('<Mobilia>');
    }
  });

  it('is deterministic for a seed and varies between seeds', () => {
    const options = { seed: 42, division: 'hospitality' as const, kind: 'lobby' as const, width: 800, height: 600 };
    expect(interiorSceneSvg(options)).toBe(interiorSceneSvg(options));
    expect(interiorSceneSvg({ ...options, seed: 43 })).not.toBe(interiorSceneSvg(options));
  });

  it('keeps gradient and filter ids unique per picture, so several can share a page', () => {
    const svg = interiorSceneSvg({ seed: 9, division: 'corporativo', kind: 'office', width: 800, height: 600 });
    const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
