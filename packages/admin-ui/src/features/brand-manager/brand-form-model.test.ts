import type { Brand } from '@casa/core';
import { describe, expect, it } from 'vitest';
import {
  brandsOfDivision,
  brandToForm,
  buildBrandFormData,
  deleteBrandQuestion,
  emptyBrandForm,
  isAllowedLogo,
  logoPreviewUrl,
  serverFieldErrors,
  validateBrand,
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
};

describe('brand form rules (docs/product.md §5)', () => {
  it('requires name, description, category and a logo', () => {
    const errors = validateBrand(emptyBrandForm('corporativo'), { logoFile: null, originalLogoUrl: null });
    expect(Object.keys(errors).sort()).toEqual(['category', 'description', 'logo', 'name']);
    expect(errors.logo).toBe('El logo es obligatorio: sube un archivo o indica una URL');
  });

  it('takes a logo file or an http(s) URL, and an optional website', () => {
    expect(validateBrand(filled, { logoFile: logo, originalLogoUrl: null })).toEqual({});
    expect(validateBrand({ ...filled, logoUrl: 'https://cdn.example.com/a.png' }, { logoFile: null, originalLogoUrl: null })).toEqual({});
    expect(
      validateBrand({ ...filled, logoUrl: 'javascript:alert(1)', websiteUrl: 'ftp://x' }, { logoFile: null, originalLogoUrl: null }),
    ).toMatchObject({
      logoUrl: 'Ingresa una URL válida (https://...)',
      websiteUrl: 'Ingresa una URL válida (https://...)',
    });
  });

  it('accepts svg, png, jpg and jpeg logo files only', () => {
    expect(isAllowedLogo({ name: 'a.JPEG', type: 'image/jpeg' })).toBe(true);
    expect(isAllowedLogo({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isAllowedLogo({ name: 'a.webp', type: 'image/webp' })).toBe(false);
    expect(validateBrand(filled, { logoFile: new File(['x'], 'a.gif', { type: 'image/gif' }), originalLogoUrl: null }).logo).toBe(
      'El logo debe ser SVG, PNG o JPG.',
    );
  });

  it('keeps an unchanged stored logo of any shape when editing', () => {
    const form = brandToForm(stored, 'hospitality');
    expect(form).toMatchObject({ division: 'corporativo', websiteUrl: '', isActive: false });
    expect(validateBrand(form, { logoFile: null, originalLogoUrl: stored.logoUrl })).toEqual({});
  });
});

describe('brand multipart body (docs/product.md §7)', () => {
  it('sends isActive as a string, the file, and no empty values', () => {
    const data = buildBrandFormData(filled, { logoFile: logo, originalLogoUrl: null });
    expect([...data.keys()]).toEqual(['name', 'description', 'category', 'division', 'isActive', 'logo']);
    expect(data.get('isActive')).toBe('true');
  });

  it('sends the URL on create, and on edit only when it changed', () => {
    expect(buildBrandFormData({ ...filled, logoUrl: 'https://x.do/l.png' }, { logoFile: null, originalLogoUrl: null }).get('logoUrl')).toBe(
      'https://x.do/l.png',
    );
    const form = brandToForm(stored, 'hospitality');
    const unchanged = buildBrandFormData(form, { logoFile: null, originalLogoUrl: stored.logoUrl });
    expect(unchanged.has('logoUrl')).toBe(false);
    expect(unchanged.get('isActive')).toBe('false');
    expect(
      buildBrandFormData({ ...form, logoUrl: 'https://x.do/n.svg' }, { logoFile: null, originalLogoUrl: stored.logoUrl }).get('logoUrl'),
    ).toBe('https://x.do/n.svg');
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

describe('logo URL saved on the server', () => {
  it('shows the server reason for a logo URL that could not be downloaded under its field', () => {
    const message = 'No se pudo descargar el logo desde esa URL. Comprueba la dirección o sube el archivo.';
    expect(serverFieldErrors({ status: 400, data: { message, errors: { logoUrl: [message] } } })).toEqual({ logoUrl: message });
    expect(serverFieldErrors({ status: 500, data: { message: 'Error' } })).toEqual({});
    expect(serverFieldErrors(new Error('red'))).toEqual({});
  });

  it('previews only our own images, never another site (the server downloads those on save)', () => {
    expect(logoPreviewUrl('/media/0123456789abcdef-01234567')).toBe('/media/0123456789abcdef-01234567');
    expect(logoPreviewUrl('https://cdn.example.com/logo.svg')).toBeNull();
    expect(logoPreviewUrl('//cdn.example.com/logo.svg')).toBeNull();
    expect(logoPreviewUrl('  ')).toBeNull();
  });
});
