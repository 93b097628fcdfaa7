import { describe, expect, it } from 'vitest';
import { leadId, leadQuerySchema, parseLeadId } from './lead.js';

describe('lead ids', () => {
  it('name the kind and the row', () => {
    expect(leadId('contact', 12)).toBe('contact-12');
    expect(parseLeadId('contact-12')).toEqual({ kind: 'contact', id: 12 });
    expect(parseLeadId('appointment-3')).toEqual({ kind: 'appointment', id: 3 });
  });

  it.each(['contact-0', 'contact-012', 'contact-', 'project-1', 'contact-1 ', 'contact-99999999999', 12, null])('refuse %j', (value) => {
    expect(parseLeadId(value)).toBeNull();
  });
});

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
