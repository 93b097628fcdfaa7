import { describe, expect, it } from 'vitest';
import { isFiltering, NO_FILTERS, pageQuery } from './project-filters.js';

// The search and filters run on the server (docs/decisions/0025-project-pages.md): what is checked
// here is the query each choice sends; the matching itself is server/src/features/projects/paging.test.ts.
describe('dashboard search and filters', () => {
  it('asks for the page only without filters', () => {
    expect(pageQuery(NO_FILTERS, 1)).toEqual({ page: 1 });
    expect(isFiltering(NO_FILTERS)).toBe(false);
  });

  it('sends the trimmed search, the division and the status', () => {
    expect(pageQuery({ search: '  hotel   cana ', division: 'hospitality', status: 'draft' }, 3)).toEqual({
      page: 3,
      q: 'hotel   cana',
      division: 'hospitality',
      status: 'draft',
    });
    expect(pageQuery({ ...NO_FILTERS, search: '   ' }, 1)).toEqual({ page: 1 });
    expect(isFiltering({ ...NO_FILTERS, status: 'published' })).toBe(true);
  });
});
