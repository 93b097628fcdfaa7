import { type Brand, normalizeProject, projectFormSchema } from '@casa/core';
import { describe, expect, it } from 'vitest';
import { buildProjectFormData, emptyProjectForm, projectToForm, selectedBrandRefs, untitledStages } from './form-model.js';

const now = new Date('2025-06-01T12:00:00Z');

function entries(data: FormData) {
  return [...data.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `file:${value.name}`]);
}

const brand = (id: number, name: string): Brand => ({
  id,
  name,
  category: 'mobiliario',
  description: '',
  logoUrl: `/media/logo-${id}`,
  websiteUrl: null,
  division: 'hospitality',
  isActive: true,
  createdAt: null,
  updatedAt: null,
  en: { description: '' },
});

describe('project form defaults', () => {
  it('starts in corporativo with the current year and nothing else', () => {
    expect(emptyProjectForm(now)).toMatchObject({ division: 'corporativo', year: 2025, name: '', customTypeMode: false, brands: [] });
  });
});

describe('edit mode prefill (docs/product.md §4 "Project dialog")', () => {
  it('parses stored JSON text for brands, stages and features', () => {
    const project = normalizeProject(
      {
        id: 7,
        name: 'Hotel Playa',
        year: 2023,
        location: 'Punta Cana',
        division: 'hospitality',
        projectType: 'Resort',
        scope: 'FF&E',
        description: null,
        brands: '[{"id":2,"name":"Acme","logoUrl":"/media/x"}, 5]',
        developmentProcess: '"[{\\"title\\":\\"Diseño\\",\\"description\\":\\"Planos\\"},{\\"description\\":\\"sin título\\"}]"',
        keyFeatures: 'Acústica, Iluminación',
        imageUrls: ['/media/a'],
        status: 'draft',
        featured: true,
      },
      { log: () => {} },
    );
    expect(projectToForm(project, now)).toMatchObject({
      name: 'Hotel Playa',
      year: 2023,
      division: 'hospitality',
      projectType: 'Resort',
      customTypeMode: false,
      description: '',
      brands: [2, 5],
      developmentProcess: [{ title: 'Diseño', description: 'Planos' }],
      keyFeatures: ['Acústica', 'Iluminación'],
      status: 'draft',
      featured: true,
    });
  });

  it('falls back to empty lists on malformed data and opens custom mode for an unknown type', () => {
    const project = normalizeProject(
      {
        id: 1,
        name: 'X',
        year: 2024,
        location: 'Y',
        division: 'corporativo',
        projectType: 'Banco',
        scope: 'Z',
        brands: '[1,',
        developmentProcess: '{oops',
        keyFeatures: 42,
      },
      { log: () => {} },
    );
    expect(projectToForm(project, now)).toMatchObject({
      brands: [],
      developmentProcess: [],
      keyFeatures: [],
      customTypeMode: true,
      customType: 'Banco',
      projectType: 'Otro',
    });
  });
});

describe('stages needing a title', () => {
  it('points at stages with a description but no title', () => {
    expect(
      untitledStages([
        { title: 'A', description: '' },
        { title: ' ', description: 'algo' },
        { title: '', description: '' },
      ]),
    ).toEqual([1]);
  });
});

describe('multipart body (docs/product.md §7)', () => {
  const valid = projectFormSchema.parse({
    ...emptyProjectForm(now),
    year: 2024,
    name: ' Oficinas Banco ',
    location: 'Santo Domingo',
    scope: 'Mobiliario',
    projectType: 'Showroom',
    developmentProcess: [
      { title: 'Reunión', description: '' },
      { title: ' ', description: '' },
    ],
    keyFeatures: ['  ', 'Ergonomía'],
  });

  it('never sends empty values, always sends brands, and repeats images', () => {
    const hero = new File(['h'], 'hero.jpg', { type: 'image/jpeg' });
    const images = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.png', { type: 'image/png' })];
    const data = buildProjectFormData(valid, { brands: [], heroImage: hero, images, existingImageUrls: null, imageAlts: ['Sala', ''] });
    expect(entries(data)).toEqual([
      ['name', 'Oficinas Banco'],
      ['year', '2024'],
      ['location', 'Santo Domingo'],
      ['division', 'corporativo'],
      ['projectType', 'Showroom'],
      ['scope', 'Mobiliario'],
      ['brands', '[]'],
      ['developmentProcess', '[{"title":"Reunión","description":""}]'],
      ['keyFeatures', '["Ergonomía"]'],
      ['status', 'published'],
      ['featured', 'false'],
      ['imageAlts', '["Sala",""]'],
      ['heroImage', 'file:hero.jpg'],
      ['images', 'file:a.jpg'],
      ['images', 'file:b.png'],
    ]);
  });

  it('sends the custom type, the chosen brands and the kept images on edit', () => {
    const custom = { ...valid, projectType: 'Otro', customTypeMode: true, customType: ' Casino ', keyFeatures: [], developmentProcess: [] };
    const brands = selectedBrandRefs([3, 9], [brand(3, 'Acme')], [{ id: 9, name: 'Vieja', logoUrl: null }]);
    const data = buildProjectFormData(
      { ...custom, status: 'draft', featured: true },
      { brands, heroImage: null, images: [], existingImageUrls: ['/media/a'], imageAlts: ['Lobby'] },
    );
    expect(data.get('projectType')).toBe('Casino');
    expect(JSON.parse(String(data.get('brands')))).toEqual([
      { id: 3, name: 'Acme', logoUrl: '/media/logo-3' },
      { id: 9, name: 'Vieja', logoUrl: null },
    ]);
    expect(data.get('existingImageUrls')).toBe('["/media/a"]');
    expect(data.get('imageAlts')).toBe('["Lobby"]');
    expect(data.get('status')).toBe('draft');
    expect(data.get('featured')).toBe('true');
    expect(data.has('developmentProcess')).toBe(false);
    expect(data.has('keyFeatures')).toBe(false);
    expect(data.has('images')).toBe(false);
  });
});
