import type { SiteSettings } from '../schemas/site-settings.js';
import { DEFAULT_VISITOR_CONFIRMATION } from './visitor-confirmation.js';
import { CORPORATIVO } from './corporativo.js';
import { HOSPITALITY } from './hospitality.js';
import { SITE, STATS } from './site.js';
import { DEFAULT_SETTINGS_ENGLISH } from './english/settings.js';
import type { DivisionContent } from './types.js';

function divisionDefaults(content: DivisionContent): SiteSettings['divisions']['corporativo'] {
  const whatsapp = SITE.whatsapp[content.division];
  return {
    blurb: content.subtitle,
    phone: SITE.phone,
    email: SITE.salesEmail,
    whatsapp: { number: whatsapp.number, name: whatsapp.name, role: whatsapp.role, message: whatsapp.message },
    leader: { name: content.leader.name, role: content.leader.role, bio: content.leader.bio.join('\n\n') },
  };
}

/**
 * The settings of a fresh install (and of a database row that cannot be read): today's content
 * files, so the site looks the same until an admin saves the Configuración screen.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  companyName: SITE.name,
  footerText: SITE.blurb,
  hours: SITE.hours,
  address: { ...SITE.address },
  map: { lat: SITE.map.lat, lng: SITE.map.lng },
  social: SITE.social.map((item) => ({ ...item })),
  stats: STATS.map((stat) => ({ ...stat })),
  divisions: { corporativo: divisionDefaults(CORPORATIVO), hospitality: divisionDefaults(HOSPITALITY) },
  newsletterUrl: '',
  phoneCountryCode: SITE.phoneCountryCode,
  visitorConfirmation: {
    contact: { ...DEFAULT_VISITOR_CONFIRMATION.contact },
    appointment: { ...DEFAULT_VISITOR_CONFIRMATION.appointment },
  },
  en: DEFAULT_SETTINGS_ENGLISH,
};
