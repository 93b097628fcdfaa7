import type { Brand } from '@casa/core';
import { describe, expect, it } from 'vitest';
import {
  brandsOfDivision,
  brandToForm,
  buildBrandFormData,
  deleteBrandQuestion,
  emptyBrandForm,
  logoPreviewUrl,
} from './brand-form-model.js';

const logo = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
const filled = { ...emptyBrandForm('hospitality'), name: 'Acme', description: 'Sillas', category: 'mobiliario' };
const stored: Brand = {
  id: 4,
  name: 'Vitra',
  description: 'Diseño',
  category: 'mobiliario',
  division: 'corporativo',
  logoUrl: '/images/brands/vitra.svg',
  websiteUrl: null,
  isActive: false,
  createdAt: null,
  updatedAt: null,
  en: { description: '' },
};

describe('brand form values', () => {
  it('starts an edit from the brand, remembering its stored logo', () => {
    expect(brandToForm(stored, 'hospitality')).toMatchObject({
      division: 'corporativo',
      websiteUrl: '',
      isActive: false,
      logo: null,
      logoUrl: stored.logoUrl,
      storedLogoUrl: stored.logoUrl,
    });
  });
});

describe('brand multipart body (docs/product.md §7)', () => {
  it('sends isActive as a string, the file, and no empty values', () => {
    const data = buildBrandFormData({ ...filled, logo }, { description: ' Office chairs ' });
    expect([...data.keys()]).toEqual(['name', 'description', 'category', 'division', 'isActive', 'en', 'logo']);
    expect(data.get('en')).toBe('{"description":"Office chairs"}');
    expect(data.get('isActive')).toBe('true');
  });

  it('sends the URL on create, and on edit only when it changed', () => {
    const form0 = { description: '' };
    expect(buildBrandFormData({ ...filled, logoUrl: 'https://x.do/l.png' }, form0).get('logoUrl')).toBe('https://x.do/l.png');
    const form = brandToForm(stored, 'hospitality');
    const unchanged = buildBrandFormData(form, form0);
    expect(unchanged.has('logoUrl')).toBe(false);
    expect(unchanged.get('isActive')).toBe('false');
    expect(buildBrandFormData({ ...form, logoUrl: 'https://x.do/n.svg' }, form0).get('logoUrl')).toBe('https://x.do/n.svg');
  });
});

describe('brand list', () => {
  it('filters by division and asks before deleting, naming the brand', () => {
    const other = { ...stored, id: 5, name: 'Andreu', division: 'corporativo' };
    expect(brandsOfDivision([stored, other, { ...stored, id: 6, division: 'hospitality' }], 'corporativo').map((b) => b.name)).toEqual([
      'Andreu',
      'Vitra',
    ]);
    expect(deleteBrandQuestion('Vitra')).toBe('¿Estás seguro de que quieres eliminar la marca "Vitra"?');
  });
});

describe('logo preview', () => {
  it('previews only our own images, never another site (the server downloads those on save)', () => {
    expect(logoPreviewUrl('/media/0123456789abcdef-01234567')).toBe('/media/0123456789abcdef-01234567');
    expect(logoPreviewUrl('https://cdn.example.com/logo.svg')).toBeNull();
    expect(logoPreviewUrl('//cdn.example.com/logo.svg')).toBeNull();
    expect(logoPreviewUrl('  ')).toBeNull();
  });
});
