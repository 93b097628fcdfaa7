import { describe, expect, it } from 'vitest';
import { normalizeProject } from '../project.js';
import { matchRoute } from '../routes.js';
import { DIVISION_CONTENT } from './divisions.js';
import { pageHead } from './page-head.js';

const head = (pathname: string) => pageHead(matchRoute(pathname), pathname);

describe('pageHead: titles and descriptions of every page', () => {
  it('names each kind of page', () => {
    expect(head('/').title).toBe('Casa Mobilia | Mobiliario corporativo y hospitality en el Caribe');
    expect(head('/hospitality').title).toBe('Hospitality | Casa Mobilia');
    expect(head('/corporativo/servicios').title).toBe('Nuestros Servicios | Corporativo | Casa Mobilia');
    expect(head('/hospitality/nosotros').title).toBe('Quiénes Somos | Hospitality | Casa Mobilia');
    expect(head('/corporativo/contacto').title).toBe('Contacto | Corporativo | Casa Mobilia');
    expect(head('/projects').title).toBe('Nuestros Proyectos | Casa Mobilia');
    expect(head('/terms').title).toBe('Términos y Condiciones | Casa Mobilia');
    expect(head('/politica-de-privacidad').title).toBe('Política de Privacidad y Cookies | Casa Mobilia');
    expect(head('/admin').title).toBe('Panel de Administración | Casa Mobilia');
    expect(head('/nada/aqui').title).toBe('404 Page Not Found | Casa Mobilia');
  });

  it("describes division pages with the division's own words", () => {
    expect(head('/hospitality/contacto').description).toBe(DIVISION_CONTENT.hospitality.contactSubtitle);
    expect(head('/corporativo/proyectos').description).toBe(DIVISION_CONTENT.corporativo.projectsSubtitle);
    expect(head('/corporativo').image).toBe(DIVISION_CONTENT.corporativo.backgroundImage.src);
  });

  it('keeps admin and missing pages out of search engines', () => {
    expect(head('/login').noindex).toBe(true);
    expect(head('/nada').noindex).toBe(true);
    expect(head('/proyecto/5')).toMatchObject({ title: 'Proyecto no encontrado | Casa Mobilia', noindex: true });
    expect(head('/corporativo').noindex).toBe(false);
  });

  it("gives a project page its name, a clipped description, its division's canonical URL and a 1280 px preview", () => {
    const project = normalizeProject({
      id: 9,
      name: 'Hotel Brisa',
      division: 'hospitality',
      description: `Lobby ${'y habitaciones '.repeat(30)}`,
      imageUrls: ['/media/abc-cover'],
    });
    const result = pageHead(matchRoute('/proyecto/9'), '/proyecto/9', project);
    expect(result.title).toBe('Hotel Brisa | Proyectos Hospitality | Casa Mobilia');
    expect(result.path).toBe('/hospitality/proyecto/9');
    expect(result.image).toBe('/media/abc-cover?w=1280');
    expect(result.type).toBe('article');
    expect(result.description.length).toBeLessThanOrEqual(180);
    expect(result.description.endsWith('…')).toBe(true);
  });
});
