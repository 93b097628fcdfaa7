import { describe, expect, it } from 'vitest';
import { leadQuerySchema } from './lead.js';

describe('leadQuerySchema', () => {
  it('treats blank filters as absent and reads page numbers', () => {
    expect(leadQuerySchema.parse({ kind: '', division: '', status: '', q: '  ', page: '2', pageSize: '10' })).toEqual({
      kind: undefined,
      division: undefined,
      status: undefined,
      q: '',
      page: 2,
      pageSize: 10,
    });
  });

  it('refuses unknown values, repeated values and out-of-range pages', () => {
    for (const query of [{ kind: 'lead' }, { status: ['new', 'handled'] }, { page: '0' }, { page: '1.5' }, { pageSize: '101' }]) {
      expect(leadQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});
