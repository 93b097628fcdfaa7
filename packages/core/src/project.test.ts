import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_COVER_URL } from './media.js';
import {
  imageAlt,
  normalizeProject,
  normalizeProjectList,
  parseDevelopmentProcess,
  parseKeyFeatures,
  parseProjectBrands,
} from './project.js';

const silent = () => {};

describe('normalizeProject (docs/product.md §3 read tolerance)', () => {
  it('reads status, featured and one alternative text per stored image', () => {
    const project = normalizeProject({
      id: 9,
      status: 'draft',
      featured: true,
      imageUrls: ['/media/a', '/media/b'],
      imageAlts: ['Recepción'],
    });
    expect(project).toMatchObject({ status: 'draft', featured: true, imageAlts: ['Recepción', ''] });
    const old = normalizeProject({ id: 10, imageUrls: ['/media/a'] });
    expect(old).toMatchObject({ status: 'published', featured: false, imageAlts: [''] });
  });

  it("uses the image's own alternative text, else the project's name", () => {
    const project = normalizeProject({ id: 11, name: 'Hotel Sol', imageUrls: ['/media/a', '/media/b'], imageAlts: ['Lobby', '  '] });
    expect(imageAlt(project, 0)).toBe('Lobby');
    expect(imageAlt(project, 1)).toBe('Hotel Sol');
    expect(imageAlt(project, 5)).toBe('Hotel Sol');
  });

  it('prefers imageDataArray over imageUrls and heroImageData over heroImageUrl', () => {
    const project = normalizeProject({
      id: 1,
      imageUrls: ['/media/a'],
      imageDataArray: ['data:image/png;base64,AAA'],
      heroImageUrl: '/media/hero',
      heroImageData: 'data:image/png;base64,HERO',
    });
    expect(project.images).toEqual(['data:image/png;base64,AAA']);
    expect(project.imageUrls).toEqual(['/media/a']);
    expect(project.heroImage).toBe('data:image/png;base64,HERO');
  });

  it('falls back to imageUrls when imageDataArray is empty, and the first image is the cover', () => {
    const project = normalizeProject({ id: 2, imageUrls: '["/media/x", "/media/y"]', imageDataArray: [] });
    expect(project.images).toEqual(['/media/x', '/media/y']);
    expect(project.cover).toBe('/media/x');
  });

  it('uses the stock fallback cover when there is no image', () => {
    expect(normalizeProject({ id: 3 }).cover).toBe(FALLBACK_COVER_URL);
  });

  it('reads numbers given as text and never throws on garbage', () => {
    expect(normalizeProject({ id: '7', year: '2024' })).toMatchObject({ id: 7, year: 2024 });
    expect(() => normalizeProject(null)).not.toThrow();
    expect(normalizeProject('nonsense').brands).toEqual([]);
  });

  it('logs parse failures and treats the value as empty', () => {
    const log = vi.fn();
    const project = normalizeProject({ id: 4, developmentProcess: '{not json', brands: '[1,', imageUrls: 'oops[' }, { log });
    expect(project.developmentProcess).toEqual([]);
    expect(project.brands).toEqual([]);
    expect(project.images).toEqual([]);
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls.map((call) => call[0])).toEqual(expect.arrayContaining(['brands', 'developmentProcess', 'imageUrls']));
  });

  it('reads a list response and treats anything else as no projects', () => {
    expect(normalizeProjectList([{ id: 1 }, { id: 2 }]).map((project) => project.id)).toEqual([1, 2]);
    expect(normalizeProjectList({ message: 'error' })).toEqual([]);
  });
});

describe('developmentProcess', () => {
  it('accepts a list', () => {
    expect(parseDevelopmentProcess([{ title: 'Diseño', description: 'Planos' }], silent)).toEqual([
      { title: 'Diseño', description: 'Planos' },
    ]);
  });

  it('accepts a JSON string and nested JSON strings', () => {
    const inner = JSON.stringify([{ title: 'Instalación', description: 'En sitio' }]);
    expect(parseDevelopmentProcess(inner, silent)).toHaveLength(1);
    expect(parseDevelopmentProcess(JSON.stringify(inner), silent)).toEqual([{ title: 'Instalación', description: 'En sitio' }]);
    expect(parseDevelopmentProcess([JSON.stringify({ title: 'Entrega' })], silent)).toEqual([{ title: 'Entrega', description: '' }]);
  });

  it('drops items without a title', () => {
    expect(parseDevelopmentProcess([{ description: 'sin título' }, { title: '  ' }, { title: 'Ok' }], silent)).toEqual([
      { title: 'Ok', description: '' },
    ]);
  });
});

describe('keyFeatures', () => {
  it('splits comma-separated entries', () => {
    expect(parseKeyFeatures(['Acústica, Iluminación LED', 'Ergonomía'], silent)).toEqual(['Acústica', 'Iluminación LED', 'Ergonomía']);
  });

  it('splits entries that are JSON-array strings', () => {
    expect(parseKeyFeatures(['["Madera", "Latón"]', 'Textil'], silent)).toEqual(['Madera', 'Latón', 'Textil']);
  });

  it('accepts the whole value as JSON text or as a plain comma-separated string', () => {
    expect(parseKeyFeatures('["Uno", "Dos"]', silent)).toEqual(['Uno', 'Dos']);
    expect(parseKeyFeatures('Uno, Dos', silent)).toEqual(['Uno', 'Dos']);
    expect(parseKeyFeatures(undefined, silent)).toEqual([]);
  });
});

describe('brands', () => {
  it('accepts ids, numeric strings and objects, in a list or JSON text', () => {
    expect(parseProjectBrands([1, '2', { id: 3, name: 'Herman', logoUrl: '/media/l' }], silent)).toEqual([
      { id: 1, name: null, logoUrl: null },
      { id: 2, name: null, logoUrl: null },
      { id: 3, name: 'Herman', logoUrl: '/media/l' },
    ]);
    expect(parseProjectBrands('[{"id":5,"name":"Steel"}]', silent)).toEqual([{ id: 5, name: 'Steel', logoUrl: null }]);
  });

  it('drops entries without an id and repeated ids', () => {
    expect(parseProjectBrands([{ name: 'sin id' }, 4, 4, null], silent)).toEqual([{ id: 4, name: null, logoUrl: null }]);
  });
});
