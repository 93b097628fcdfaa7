import { normalizeProject } from '@casa/core';
import { describe, expect, it } from 'vitest';
import { filterProjects, isFiltering, NO_FILTERS } from './project-filters.js';

const projects = [
  normalizeProject({ id: 1, name: 'Hotel Playa Bávaro', location: 'Punta Cana', division: 'hospitality', status: 'draft' }),
  normalizeProject({ id: 2, name: 'Oficinas Banco Caribe', location: 'Santo Domingo', division: 'corporativo' }),
  normalizeProject({ id: 3, name: 'Restaurante Mar', location: 'Bávaro', division: 'hospitality' }),
];
const ids = (list: { id: number }[]) => list.map((project) => project.id);

describe('dashboard search and filters', () => {
  it('shows everything without filters', () => {
    expect(ids(filterProjects(projects, NO_FILTERS))).toEqual([1, 2, 3]);
    expect(isFiltering(NO_FILTERS)).toBe(false);
  });

  it('searches the name or the location, ignoring case and accents', () => {
    expect(ids(filterProjects(projects, { ...NO_FILTERS, search: 'bavaro' }))).toEqual([1, 3]);
    expect(ids(filterProjects(projects, { ...NO_FILTERS, search: 'SANTO dom' }))).toEqual([2]);
    expect(ids(filterProjects(projects, { ...NO_FILTERS, search: '  hotel   cana ' }))).toEqual([1]);
    expect(ids(filterProjects(projects, { ...NO_FILTERS, search: 'nada' }))).toEqual([]);
  });

  it('filters by division and by status, together with the search', () => {
    expect(ids(filterProjects(projects, { ...NO_FILTERS, division: 'hospitality' }))).toEqual([1, 3]);
    expect(ids(filterProjects(projects, { ...NO_FILTERS, status: 'draft' }))).toEqual([1]);
    expect(ids(filterProjects(projects, { ...NO_FILTERS, status: 'published', division: 'hospitality' }))).toEqual([3]);
    expect(ids(filterProjects(projects, { search: 'bávaro', division: 'hospitality', status: 'published' }))).toEqual([3]);
    expect(isFiltering({ ...NO_FILTERS, status: 'draft' })).toBe(true);
  });
});
