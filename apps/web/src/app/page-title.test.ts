import { describe, expect, it } from 'vitest';
import { titleFor } from './page-title.js';

describe('titleFor (same titles as the server writes)', () => {
  it('names each kind of page', () => {
    expect(titleFor('/')).toBe('Casa Mobilia | Mobiliario corporativo y hospitality en el Caribe');
    expect(titleFor('/hospitality')).toBe('Hospitality | Casa Mobilia');
    expect(titleFor('/corporativo/servicios')).toBe('Nuestros Servicios | Corporativo | Casa Mobilia');
    expect(titleFor('/terms')).toBe('Términos y Condiciones | Casa Mobilia');
    expect(titleFor('/politica-de-privacidad')).toBe('Política de Privacidad y Cookies | Casa Mobilia');
    expect(titleFor('/nada/aqui')).toBe('404 Page Not Found | Casa Mobilia');
  });

  it('leaves project pages to the page itself', () => {
    expect(titleFor('/corporativo/proyecto/4')).toBeNull();
    expect(titleFor('/proyecto/4')).toBeNull();
  });
});
