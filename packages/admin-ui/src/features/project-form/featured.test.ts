import { normalizeProject } from '@casa/core';
import { describe, expect, it } from 'vitest';
import { featuredOverflowNote } from './featured.js';

// Newest first, as the admin list answers.
const projects = [
  normalizeProject({ id: 5, name: 'Cinco', division: 'hospitality', featured: true }),
  normalizeProject({ id: 4, name: 'Cuatro', division: 'hospitality', featured: true, status: 'draft' }),
  normalizeProject({ id: 3, name: 'Tres', division: 'corporativo', featured: true }),
  normalizeProject({ id: 2, name: 'Dos', division: 'hospitality', featured: true }),
  normalizeProject({ id: 1, name: 'Uno', division: 'hospitality' }),
];
const self = (overrides: Partial<Parameters<typeof featuredOverflowNote>[1]>) => ({
  id: 1,
  name: 'Uno',
  division: 'hospitality',
  featured: true,
  status: 'published',
  ...overrides,
});

describe("the note under 'Destacado'", () => {
  it('says nothing while every marked published project of the division fits on its home', () => {
    expect(featuredOverflowNote(projects, self({ featured: false }))).toBeNull();
    expect(featuredOverflowNote(projects, self({ status: 'draft' }))).toBeNull();
    expect(featuredOverflowNote(projects, self({ division: 'corporativo' }))).toBeNull();
    expect(featuredOverflowNote(projects, self({ id: 2, name: 'Dos' }))).toBeNull();
  });

  it('names the newest two when there are more: an older project is left out', () => {
    expect(featuredOverflowNote(projects, self({}))).toBe(
      'Hay 3 proyectos destacados en esta división; la página de inicio muestra los 2 más recientes: «Cinco» y «Dos».',
    );
  });

  it('a new project is the newest', () => {
    expect(featuredOverflowNote(projects, self({ id: null, name: 'Nuevo' }))).toBe(
      'Hay 3 proyectos destacados en esta división; la página de inicio muestra los 2 más recientes: este proyecto y «Cinco».',
    );
  });
});
