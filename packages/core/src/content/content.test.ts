import { describe, expect, it } from 'vitest';
import { DIVISIONS } from '../divisions.js';
import { DIVISION_CONTENT, generatedPhotos, generatedPhotosIn, HISTORY, LANDING_IMAGES, SITE, STATS } from './index.js';
import { generatedPhoto } from './images.js';

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

describe('generatedPhotosIn', () => {
  it('reads the photos a value names, nested at any depth, once per name, without keeping any list of its own', () => {
    const cover = generatedPhoto({
      name: 'cover-a',
      kind: 'lobby',
      division: 'hospitality',
      seed: 7,
      width: 800,
      height: 600,
      alt: 'Lobby',
    });
    const sign = generatedPhoto({
      name: 'sign-b',
      kind: 'reception',
      division: 'corporativo',
      seed: 8,
      width: 400,
      height: 300,
      label: 'CM',
      alt: 'Recepción',
    });
    const content = {
      hero: cover,
      list: [{ image: sign }, { image: cover }],
      text: 'nada',
      stock: { src: '/images/fallback/cover.jpg', width: 1, height: 1, alt: '' },
    };
    expect(generatedPhotosIn(content)).toEqual([
      { name: 'cover-a', kind: 'lobby', division: 'hospitality', seed: 7, width: 800, height: 600 },
      { name: 'sign-b', kind: 'reception', division: 'corporativo', seed: 8, width: 400, height: 300, label: 'CM' },
    ]);
    expect(generatedPhotosIn({})).toEqual([]);
    // The site's own list is the same whatever was read before: a pure function of the content.
    expect(generatedPhotos()).toEqual(generatedPhotos());
    expect(generatedPhotos().map((photo) => photo.name)).not.toContain('cover-a');
  });
});
