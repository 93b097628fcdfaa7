import { divisionFromPath } from '@casa/core';
import { describe, expect, it } from 'vitest';
import { divisionNav, isNavActive } from './nav.js';

describe('header navigation active rules (docs/product.md §2)', () => {
  const [inicio, nosotros, servicios, proyectos, contacto] = divisionNav('corporativo');

  it('lists Inicio, Nosotros, Servicios, Proyectos and Contacto under the division', () => {
    expect(divisionNav('hospitality').map((item) => item.href)).toEqual([
      '/hospitality',
      '/hospitality/nosotros',
      '/hospitality/servicios',
      '/hospitality/proyectos',
      '/hospitality/contacto',
    ]);
  });

  it('highlights Inicio only on an exact match', () => {
    expect(isNavActive('/corporativo', inicio!)).toBe(true);
    expect(isNavActive('/corporativo/', inicio!)).toBe(true);
    expect(isNavActive('/corporativo/nosotros', inicio!)).toBe(false);
    expect(isNavActive('/corporativo/proyecto/3', inicio!)).toBe(false);
    expect(isNavActive('/hospitality', inicio!)).toBe(false);
  });

  it('highlights the other links by prefix', () => {
    expect(isNavActive('/corporativo/nosotros', nosotros!)).toBe(true);
    expect(isNavActive('/corporativo/servicios/', servicios!)).toBe(true);
    expect(isNavActive('/corporativo/proyectos', proyectos!)).toBe(true);
    expect(isNavActive('/corporativo/proyectos/extra', proyectos!)).toBe(true);
    expect(isNavActive('/corporativo/contacto', contacto!)).toBe(true);
    expect(isNavActive('/corporativo', nosotros!)).toBe(false);
    expect(isNavActive('/corporativo/proyectos-viejos', proyectos!)).toBe(false);
    expect(isNavActive('/hospitality/proyectos', proyectos!)).toBe(false);
  });

  it('never highlights more than one link on a page', () => {
    const items = divisionNav('hospitality');
    for (const path of [
      '/hospitality',
      '/hospitality/nosotros',
      '/hospitality/servicios',
      '/hospitality/proyectos',
      '/hospitality/contacto',
    ]) {
      expect(items.filter((item) => isNavActive(path, item))).toHaveLength(1);
    }
  });
});

describe('division detection from the URL (docs/product.md §2)', () => {
  it('finds the division in any URL containing its word', () => {
    expect(divisionFromPath('/hospitality')).toBe('hospitality');
    expect(divisionFromPath('/corporativo/proyecto/4')).toBe('corporativo');
    expect(divisionFromPath('/algo/HOSPITALITY-extra')).toBe('hospitality');
  });

  it('finds none on the landing, legal and shared project pages', () => {
    for (const path of ['/', '/privacy', '/terminos-y-condiciones', '/proyecto/7', '/projects']) expect(divisionFromPath(path)).toBeNull();
  });
});

describe('header navigation of an English page (docs/decisions/0026-english-site.md)', () => {
  it('lists Home, About, Services, Projects and Contact under /en with English words', () => {
    expect(divisionNav('hospitality', 'en').map((item) => [item.label, item.href])).toEqual([
      ['Home', '/en/hospitality'],
      ['About', '/en/hospitality/about'],
      ['Services', '/en/hospitality/services'],
      ['Projects', '/en/hospitality/projects'],
      ['Contact', '/en/hospitality/contact'],
    ]);
  });

  it('highlights one link on each English page', () => {
    const items = divisionNav('corporativo', 'en');
    for (const path of ['/en/corporativo', '/en/corporativo/about', '/en/corporativo/projects', '/en/corporativo/contact']) {
      expect(items.filter((item) => isNavActive(path, item))).toHaveLength(1);
    }
  });
});
