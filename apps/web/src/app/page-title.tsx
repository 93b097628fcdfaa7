import { DIVISION_LABELS, divisionFromPath } from '@casa/core';
import { SITE } from '@casa/core/content';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const SECTION_TITLES: Record<string, string> = {
  nosotros: 'Quiénes Somos',
  servicios: 'Nuestros Servicios',
  proyectos: 'Nuestros Proyectos',
  contacto: 'Contacto',
};

/** The document title of a path, as the server writes it on the first load (server/src/web/head.ts). */
export function titleFor(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  const [first, second] = parts;
  if (parts.length === 0) return `${SITE.name} | Mobiliario corporativo y hospitality en el Caribe`;
  const division = divisionFromPath(`/${first ?? ''}`);
  if (division && first === division) {
    if (parts.length === 1) return `${DIVISION_LABELS[division]} | ${SITE.name}`;
    if (parts.length === 2 && second && SECTION_TITLES[second])
      return `${SECTION_TITLES[second]} | ${DIVISION_LABELS[division]} | ${SITE.name}`;
    if (second === 'proyecto') return null; // the project page knows its own name
  }
  if (parts.length === 1 && first === 'projects') return `Nuestros Proyectos | ${SITE.name}`;
  if (parts.length === 1 && (first === 'privacy' || first === 'politica-de-privacidad'))
    return `Política de Privacidad y Cookies | ${SITE.name}`;
  if (parts.length === 1 && (first === 'terms' || first === 'terminos-y-condiciones')) return `Términos y Condiciones | ${SITE.name}`;
  if (parts.length === 1 && (first === 'login' || first === 'admin')) return `Panel de Administración | ${SITE.name}`;
  if (first === 'proyecto') return null;
  return `404 Page Not Found | ${SITE.name}`;
}

/** Keeps <title> right after client-side navigation (the server fills it on the first load). */
export function PageTitle() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (document.title) return;
    }
    const title = titleFor(pathname);
    if (title) document.title = title;
  }, [pathname]);
  return null;
}
