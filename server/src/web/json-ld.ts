import { isMediaUrl, type Lang, mediaVariantUrl, type Project, shownText, type SiteSettings } from '@casa/core';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';

type Json = Record<string, unknown>;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/**
 * The company as search engines read it (schema.org), from the site settings: a LocalBusiness with
 * address, phones, hours and social profiles.
 */
export function organizationJsonLd(publicUrl: string, settings: SiteSettings = DEFAULT_SITE_SETTINGS, lang: Lang = 'es'): Json {
  const { corporativo } = settings.divisions;
  return {
    '@type': ['Organization', 'LocalBusiness'],
    '@id': `${publicUrl}/#organization`,
    name: settings.companyName,
    description: shownText(settings.footerText, settings.en.footerText, lang).text,
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
export function projectJsonLd(publicUrl: string, project: Project, canonicalUrl: string, lang: Lang = 'es'): Json {
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${publicUrl}${isMediaUrl(src) ? mediaVariantUrl(src, 1280) : src}`);
  const images = [...new Set([project.heroImage ?? project.cover, ...project.images])].map(absolute);
  const text = (es: string, en: string) => shownText(es, en, lang).text;
  const description = project.description ? text(project.description, project.en.description) : text(project.scope, project.en.scope);
  return {
    '@type': 'CreativeWork',
    '@id': `${canonicalUrl}#project`,
    name: text(project.name, project.en.name),
    headline: project.heroTitle ? text(project.heroTitle, project.en.heroTitle) : text(project.name, project.en.name),
    description,
    inLanguage: lang,
    url: canonicalUrl,
    image: images,
    ...(project.year === null ? {} : { dateCreated: String(project.year) }),
    ...(project.location ? { locationCreated: { '@type': 'Place', name: text(project.location, project.en.location) } } : {}),
    ...(project.projectType ? { genre: text(project.projectType, project.en.projectType) } : {}),
    creator: { '@id': `${publicUrl}/#organization` },
  };
}

/** The page itself (schema.org WebPage): its address and language, by the company. */
function webPageJsonLd(publicUrl: string, canonicalUrl: string, lang: Lang): Json {
  return {
    '@type': 'WebPage',
    '@id': `${canonicalUrl}#webpage`,
    url: canonicalUrl,
    inLanguage: lang,
    publisher: { '@id': `${publicUrl}/#organization` },
  };
}

/** The page's JSON-LD in the page's language: the organization and the page on every page, the project on a project page. */
export function pageJsonLd(
  publicUrl: string,
  canonicalUrl: string,
  project: Project | null,
  settings?: SiteSettings,
  lang: Lang = 'es',
): Json {
  const graph = [
    organizationJsonLd(publicUrl, settings, lang),
    webPageJsonLd(publicUrl, canonicalUrl, lang),
    ...(project ? [projectJsonLd(publicUrl, project, canonicalUrl, lang)] : []),
  ];
  return { '@context': 'https://schema.org', '@graph': graph };
}
