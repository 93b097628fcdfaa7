import { isMediaUrl, mediaVariantUrl, type Project, type SiteSettings } from '@casa/core';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';

type Json = Record<string, unknown>;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/**
 * The company as search engines read it (schema.org), from the site settings: a LocalBusiness with
 * address, phones, hours and social profiles.
 */
export function organizationJsonLd(publicUrl: string, settings: SiteSettings = DEFAULT_SITE_SETTINGS): Json {
  const { corporativo } = settings.divisions;
  return {
    '@type': ['Organization', 'LocalBusiness'],
    '@id': `${publicUrl}/#organization`,
    name: settings.companyName,
    description: settings.footerText,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    telephone: corporativo.phone,
    email: corporativo.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      addressLocality: `${settings.address.area}, ${settings.address.city}`,
      addressCountry: 'DO',
    },
    geo: { '@type': 'GeoCoordinates', latitude: settings.map.lat, longitude: settings.map.lng },
    // CASE: hours are free text in Configuración; their structured form is known only for the default text.
    ...(settings.hours === DEFAULT_SITE_SETTINGS.hours
      ? { openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens: '08:00', closes: '17:00' } }
      : {}),
    contactPoint: Object.values(settings.divisions).map((division) => ({
      '@type': 'ContactPoint',
      contactType: 'sales',
      name: `${division.whatsapp.name}, ${division.whatsapp.role}`,
      telephone: `+${division.whatsapp.number}`,
      availableLanguage: 'es',
    })),
    sameAs: settings.social.map((item) => item.href),
  };
}
/** A project page's project (schema.org CreativeWork): what was done, where, when, and its photos. */
export function projectJsonLd(publicUrl: string, project: Project, canonicalUrl: string): Json {
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${publicUrl}${isMediaUrl(src) ? mediaVariantUrl(src, 1280) : src}`);
  const images = [...new Set([project.heroImage ?? project.cover, ...project.images])].map(absolute);
  return {
    '@type': 'CreativeWork',
    '@id': `${canonicalUrl}#project`,
    name: project.name,
    headline: project.heroTitle ?? project.name,
    description: project.description ?? project.scope,
    url: canonicalUrl,
    image: images,
    ...(project.year === null ? {} : { dateCreated: String(project.year) }),
    ...(project.location ? { locationCreated: { '@type': 'Place', name: project.location } } : {}),
    ...(project.projectType ? { genre: project.projectType } : {}),
    creator: { '@id': `${publicUrl}/#organization` },
  };
}

/** The page's JSON-LD: the organization on every page, the project on a project page. */
export function pageJsonLd(publicUrl: string, canonicalUrl: string, project: Project | null, settings?: SiteSettings): Json {
  const graph = [organizationJsonLd(publicUrl, settings), ...(project ? [projectJsonLd(publicUrl, project, canonicalUrl)] : [])];
  return { '@context': 'https://schema.org', '@graph': graph };
}
