import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import {
  appointmentInputSchema,
  brandFormSchema,
  brandInputSchema,
  contactInputSchema,
  isAllowedLogo,
  loginInputSchema,
  newsletterInputSchema,
  projectFormSchema,
  newPasswordField,
  passwordChangeFormSchema,
  passwordResetFormSchema,
  projectInputSchema,
  userCreateFormSchema,
  userCreateInputSchema,
  userUpdateInputSchema,
} from './index.js';
import { utf8Bytes } from '../limits.js';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const validLead = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '809-555-0101',
  message: 'Quisiera una cotización para 40 puestos.',
  acceptPrivacy: true,
  division: 'corporativo',
};

describe('contact and appointment forms (docs/product.md §5)', () => {
  it('accepts a valid message', () => {
    expect(contactInputSchema.safeParse(validLead).success).toBe(true);
  });

  it('gives every field its Spanish message', () => {
    const result = contactInputSchema.safeParse({
      name: 'A',
      email: 'no-es-email',
      phone: '123',
      message: 'corto',
      acceptPrivacy: false,
      division: 'corporativo',
    });
    expect(messages(result)).toEqual({
      name: 'El nombre debe tener al menos 2 caracteres',
      email: 'Por favor ingresa un email válido',
      phone: 'El teléfono debe tener al menos 10 dígitos',
      message: 'El mensaje debe tener al menos 10 caracteres',
      acceptPrivacy: 'Debes aceptar la política de privacidad',
    });
  });

  it('gives the same messages when fields are missing or of the wrong type', () => {
    const result = appointmentInputSchema.safeParse({ name: 5, division: 'corporativo' });
    expect(messages(result)).toMatchObject({
      name: 'El nombre debe tener al menos 2 caracteres',
      email: 'Por favor ingresa un email válido',
      acceptPrivacy: 'Debes aceptar la política de privacidad',
    });
  });

  it('keeps the company optional on appointments and drops blank values', () => {
    const result = appointmentInputSchema.parse({ ...validLead, company: '  ' });
    expect(result.company).toBeUndefined();
  });

  it('refuses an unknown division', () => {
    expect(contactInputSchema.safeParse({ ...validLead, division: 'retail' }).success).toBe(false);
  });
});

describe('login (docs/product.md §5)', () => {
  it('keeps the product’s English messages', () => {
    expect(messages(loginInputSchema.safeParse({ username: 'ab', password: '12345' }))).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('counts the password limit in UTF-8 bytes, as bcrypt does', () => {
    expect(loginInputSchema.safeParse({ username: 'admin', password: 'a'.repeat(72) }).success).toBe(true);
    expect(loginInputSchema.safeParse({ username: 'admin', password: 'ñ'.repeat(36) }).success).toBe(true);
    expect(messages(loginInputSchema.safeParse({ username: 'admin', password: 'ñ'.repeat(37) }))).toEqual({
      password: 'La contraseña es demasiado larga: como máximo 72 bytes (las letras con tilde y los símbolos ocupan más de uno).',
    });
  });
});

describe('newsletter', () => {
  it('needs a valid EMAIL and keeps FNAME optional', () => {
    expect(newsletterInputSchema.safeParse({ EMAIL: 'x@y.do' }).success).toBe(true);
    expect(messages(newsletterInputSchema.safeParse({ EMAIL: 'x' }))).toEqual({ EMAIL: 'Por favor ingresa un email válido' });
  });
});

describe('project input from multipart text', () => {
  const base = {
    name: 'Hotel Boca Chica',
    year: '2024',
    location: 'Boca Chica',
    division: 'hospitality',
    projectType: 'Hotel',
    scope: 'FF&E completo',
  };

  it('parses JSON fields and coerces the year', () => {
    const result = projectInputSchema.parse({
      ...base,
      brands: '[1, {"id": 2}]',
      developmentProcess: '[{"title":"Diseño","description":"Planos"}]',
      keyFeatures: '["Acústica", ""]',
    });
    expect(result).toMatchObject({ year: 2024, brands: [1, 2], keyFeatures: ['Acústica'] });
    expect(result.developmentProcess).toEqual([{ title: 'Diseño', description: 'Planos' }]);
  });

  it('refuses broken JSON, too many stages or features, and years outside 2020..now', () => {
    expect(projectInputSchema.safeParse({ ...base, brands: '[1,' }).success).toBe(false);
    const stages = JSON.stringify(Array.from({ length: 5 }, (_, i) => ({ title: `Etapa ${i}` })));
    expect(messages(projectInputSchema.safeParse({ ...base, developmentProcess: stages }))).toEqual({
      developmentProcess: 'Máximo 4 etapas de desarrollo',
    });
    const features = JSON.stringify(Array.from({ length: 11 }, (_, i) => `c${i}`));
    expect(messages(projectInputSchema.safeParse({ ...base, keyFeatures: features }))).toEqual({
      keyFeatures: 'Máximo 10 características',
    });
    expect(projectInputSchema.safeParse({ ...base, year: '2019' }).success).toBe(false);
    expect(projectInputSchema.safeParse({ ...base, year: String(new Date().getFullYear() + 1) }).success).toBe(false);
  });
});

describe('project status, featured and alternative texts (docs/decisions/0013-project-drafts-featured-gallery.md)', () => {
  const base = {
    name: 'Hotel Boca Chica',
    year: '2024',
    location: 'Boca Chica',
    division: 'hospitality',
    projectType: 'Hotel',
    scope: 'FF&E completo',
  };

  it('leaves status, featured and imageAlts undefined when not sent, so old clients keep working', () => {
    const result = projectInputSchema.parse(base);
    expect(result.status).toBeUndefined();
    expect(result.featured).toBeUndefined();
    expect(result.imageAlts).toBeUndefined();
  });

  it('reads multipart text: draft|published, true|false and a JSON list of texts', () => {
    const result = projectInputSchema.parse({ ...base, status: 'draft', featured: 'true', imageAlts: '[" Sala ", ""]' });
    expect(result).toMatchObject({ status: 'draft', featured: true, imageAlts: ['Sala', ''] });
    expect(projectInputSchema.parse({ ...base, status: 'published', featured: 'false' })).toMatchObject({
      status: 'published',
      featured: false,
    });
  });

  it('refuses other values with Spanish messages', () => {
    expect(messages(projectInputSchema.safeParse({ ...base, status: 'hidden' }))).toEqual({
      status: 'El estado debe ser draft (Borrador) o published (Publicado)',
    });
    expect(messages(projectInputSchema.safeParse({ ...base, featured: 'yes' }))).toEqual({ featured: 'Destacado debe ser true o false' });
    expect(messages(projectInputSchema.safeParse({ ...base, imageAlts: '{"a":1}' }))).toHaveProperty('imageAlts');
    expect(messages(projectInputSchema.safeParse({ ...base, imageAlts: JSON.stringify(['x'.repeat(301)]) }))).toEqual({
      'imageAlts.0': 'Este campo no puede superar 300 caracteres',
    });
  });
});

describe('project form type rules (docs/product.md §5)', () => {
  const values = {
    name: 'Oficinas Banco Caribe',
    year: 2024,
    location: 'Santo Domingo',
    division: 'corporativo' as const,
    projectType: '',
    customTypeMode: false,
    customType: '',
    status: 'published' as const,
    featured: false,
    scope: 'Mobiliario',
    description: '',
    heroTitle: '',
    heroSubtitle: '',
    brands: [],
    developmentProcess: [],
    keyFeatures: [],
  };

  it('asks to choose or create a type when none is given', () => {
    expect(messages(projectFormSchema.safeParse(values))).toEqual({ projectType: 'Debes seleccionar o crear un tipo de proyecto.' });
  });

  it('asks for the custom type in custom mode', () => {
    expect(messages(projectFormSchema.safeParse({ ...values, customTypeMode: true, customType: ' ' }))).toEqual({
      customType: 'Debes ingresar un tipo de proyecto personalizado.',
    });
  });
});

describe('brand input', () => {
  it('requires name, description, category and division, and refuses javascript: links', () => {
    const result = brandInputSchema.safeParse({
      name: '',
      description: '',
      category: '',
      division: 'x',
      websiteUrl: 'javascript:alert(1)',
    });
    expect(Object.keys(messages(result)).sort()).toEqual(['category', 'description', 'division', 'name', 'websiteUrl']);
  });

  it('reads isActive from its string form and defaults to true', () => {
    const base = { name: 'Steelcase', description: 'Sillas', category: 'mobiliario', division: 'corporativo' };
    expect(brandInputSchema.parse({ ...base, isActive: 'false' }).isActive).toBe(false);
    expect(brandInputSchema.parse(base).isActive).toBe(true);
  });
});

describe('the admin brand form (docs/product.md §5)', () => {
  const logo = { name: 'logo.svg', type: 'image/svg+xml' };
  const blank = {
    name: '',
    description: '',
    category: '',
    division: 'corporativo',
    websiteUrl: '',
    logoUrl: '',
    logo: null,
    storedLogoUrl: null,
    isActive: true,
  };
  const filled = { ...blank, name: 'Acme', description: 'Sillas', category: 'mobiliario' };

  it('requires name, description, category and a logo, all said at once', () => {
    const found = messages(brandFormSchema.safeParse(blank));
    expect(Object.keys(found).sort()).toEqual(['category', 'description', 'logo', 'name']);
    expect(found.logo).toBe(MESSAGES.logoRequired);
  });

  it('takes a logo file or an http(s) URL, and an optional website', () => {
    expect(brandFormSchema.safeParse({ ...filled, logo }).success).toBe(true);
    expect(brandFormSchema.safeParse({ ...filled, logoUrl: 'https://cdn.example.com/a.png' }).success).toBe(true);
    expect(messages(brandFormSchema.safeParse({ ...filled, logoUrl: 'javascript:alert(1)', websiteUrl: 'ftp://x' }))).toEqual({
      logoUrl: MESSAGES.invalidUrl,
      websiteUrl: MESSAGES.invalidUrl,
    });
    // A chosen file wins over whatever the URL box holds.
    expect(brandFormSchema.safeParse({ ...filled, logo, logoUrl: 'no es una url' }).success).toBe(true);
  });

  it('accepts svg, png, jpg and jpeg logo files only', () => {
    expect(isAllowedLogo({ name: 'a.JPEG', type: 'image/jpeg' })).toBe(true);
    expect(isAllowedLogo({ name: 'a.png', type: '' })).toBe(true);
    expect(isAllowedLogo({ name: 'a.webp', type: 'image/webp' })).toBe(false);
    expect(isAllowedLogo({ name: 'a.png', type: 'text/html' })).toBe(false);
    expect(messages(brandFormSchema.safeParse({ ...filled, logo: { name: 'a.gif', type: 'image/gif' } }))).toEqual({
      logo: MESSAGES.logoType,
    });
  });

  it('keeps the stored logo of a brand being edited, whatever its URL, and checks a changed one', () => {
    const editing = { ...filled, logoUrl: '/images/brands/vitra.svg', storedLogoUrl: '/images/brands/vitra.svg' };
    expect(brandFormSchema.safeParse(editing).success).toBe(true);
    expect(messages(brandFormSchema.safeParse({ ...editing, logoUrl: '/images/otra.svg' }))).toEqual({ logoUrl: MESSAGES.invalidUrl });
  });
});

describe('users and passwords (docs/product.md §6)', () => {
  it('counts a new password in UTF-8 bytes, as bcrypt does', () => {
    expect(utf8Bytes('ñ')).toBe(2);
    expect(newPasswordField.safeParse('una clave de setenta y dos bytes: '.padEnd(72, 'x')).success).toBe(true);
    expect(messages(newPasswordField.safeParse('ñ'.repeat(37)))).toEqual({ '': MESSAGES.passwordTooLong });
  });

  it('wants 12 characters or more, and says why in Spanish when a password is too short, common or repetitive', () => {
    expect(messages(newPasswordField.safeParse('12345'))).toEqual({ '': 'La contraseña debe tener al menos 12 caracteres' });
    expect(messages(newPasswordField.safeParse('clave-corta'))).toEqual({ '': MESSAGES.newPasswordMin });
    expect(newPasswordField.safeParse('clave-de-12c').success).toBe(true);
    // On the list of common and breached passwords, in any case.
    for (const common of ['password1234', 'QWERTY123456', '1qaz2wsx3edc']) {
      expect(messages(newPasswordField.safeParse(common))).toEqual({ '': MESSAGES.passwordCommon });
    }
    for (const repeated of ['aaaaaaaaaaaa', '121212121212', 'abcabcabcabc']) {
      expect(messages(newPasswordField.safeParse(repeated))).toEqual({ '': MESSAGES.passwordRepetitive });
    }
    expect(MESSAGES.passwordCommon).toMatch(/más usadas o filtradas/);
    // The test fixtures' passwords keep working.
    for (const fixture of ['test-password-123', 'e2e-password-123']) expect(newPasswordField.safeParse(fixture).success).toBe(true);
  });

  it('asks for the password twice in the forms, with the message under the repetition', () => {
    const base = { username: 'maria', role: 'editor', password: 'clave-larga-de-maria' };
    expect(userCreateFormSchema.safeParse({ ...base, passwordRepeat: 'clave-larga-de-maria' }).success).toBe(true);
    expect(messages(userCreateFormSchema.safeParse({ ...base, passwordRepeat: 'otra-clave' }))).toEqual({
      passwordRepeat: MESSAGES.passwordsDiffer,
    });
    expect(messages(passwordResetFormSchema.safeParse({ password: 'clave-larga-de-maria', passwordRepeat: '' }))).toEqual({
      passwordRepeat: MESSAGES.passwordsDiffer,
    });
    expect(
      messages(
        passwordChangeFormSchema.safeParse({
          currentPassword: 'vieja',
          newPassword: 'clave-nueva-de-maria',
          newPasswordRepeat: 'clave-nueva-de-mari',
        }),
      ),
    ).toEqual({ newPasswordRepeat: MESSAGES.passwordsDiffer });
  });

  it('accepts only the two roles and at least one change', () => {
    expect(messages(userCreateInputSchema.safeParse({ username: 'maria', role: 'root', password: 'clave-larga-de-maria' }))).toEqual({
      role: MESSAGES.roleInvalid,
    });
    expect(messages(userUpdateInputSchema.safeParse({}))).toEqual({ '': MESSAGES.nothingToChange });
    expect(userUpdateInputSchema.safeParse({ disabled: false }).success).toBe(true);
    // A second factor is only ever turned off for someone else (a lost phone); only its owner turns it on.
    expect(userUpdateInputSchema.safeParse({ twoFactorEnabled: false }).success).toBe(true);
    expect(messages(userUpdateInputSchema.safeParse({ twoFactorEnabled: true }))).toEqual({ twoFactorEnabled: MESSAGES.twoFactorOffOnly });
  });
});
