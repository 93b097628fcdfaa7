import { describe, expect, it } from 'vitest';
import { legacyScreen } from './legacy-links.js';

describe('links from before the admin had addresses (docs/decisions/0018-admin-urls.md)', () => {
  it('open the screen they meant', () => {
    expect(legacyScreen('?lead=contact-12')).toBe('/admin/solicitudes/contact-12');
    expect(legacyScreen('?tab=leads&lead=appointment-3')).toBe('/admin/solicitudes/appointment-3');
    expect(legacyScreen('?lead=a%2Fb')).toBe('/admin/solicitudes/a%2Fb');
    expect(legacyScreen('?tab=leads')).toBe('/admin/solicitudes');
    expect(legacyScreen('?tab=newsletter')).toBe('/admin/boletin');
  });

  it('leave any other /admin address alone', () => {
    expect(legacyScreen('')).toBeNull();
    expect(legacyScreen('?tab=otra')).toBeNull();
    expect(legacyScreen('?lead=')).toBeNull();
  });
});
