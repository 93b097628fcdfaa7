import { isMediaUrl, mediaVariantUrl, type Project } from '@casa/core';
import { SITE } from '@casa/core/content';

type Json = Record<string, unknown>;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** The company as search engines read it (schema.org): a LocalBusiness with address, phones, hours and social profiles. */
export function organizationJsonLd(publicUrl: string): Json {
  return {
    '@type': ['Organization', 'LocalBusiness'],
    '@id': `${publicUrl}/#organization`,
    name: SITE.name,
    description: SITE.blurb,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    telephone: SITE.phone,
    email: SITE.salesEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.address.street,
      addressLocality: `${SITE.address.area}, ${SITE.address.city}`,
      addressCountry: 'DO',
    },
    geo: { '@type': 'GeoCoordinates', latitude: SITE.map.lat, longitude: SITE.map.lng },
    openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens: '08:00', closes: '17:00' },
    contactPoint: Object.values(SITE.whatsapp).map((contact) => ({
      '@type': 'ContactPoint',
      contactType: 'sales',
      name: `${contact.name}, ${contact.role}`,
      telephone: `+${contact.number}`,
      availableLanguage: 'es',
    })),
    sameAs: SITE.social.map((item) => item.href),
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
export function pageJsonLd(publicUrl: string, canonicalUrl: string, project: Project | null): Json {
  const graph = [organizationJsonLd(publicUrl), ...(project ? [projectJsonLd(publicUrl, project, canonicalUrl)] : [])];
  return { '@context': 'https://schema.org', '@graph': graph };
}
