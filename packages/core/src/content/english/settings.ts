import type { SettingsEnglish } from '../../schemas/english.js';

/** The settings' English texts of a fresh install (Configuración's 'English' tab): today's Spanish texts in English. */
export const DEFAULT_SETTINGS_ENGLISH: SettingsEnglish = {
  footerText:
    'Furniture and interior design for offices, hotels, resorts and restaurants in the Dominican Republic and the Caribbean. Since 1998, we have been turning projects into spaces that work beautifully and inspire.',
  hours: 'Monday to Friday, 8:00 AM – 5:00 PM',
  country: 'Dominican Republic',
  // One per statistic of the About page (STATS in ../site.ts), in the same order.
  statLabels: ['Years serving the Caribbean', 'Projects completed', 'Global network of premium brands'],
  divisions: {
    corporativo: {
      blurb:
        'Office furniture, acoustics and lighting for companies that want to work better. We design, supply and install throughout the Dominican Republic and the Caribbean.',
      whatsapp: {
        role: 'Marketing and Sales Director, Corporate',
        message: 'Hello, I’d like to learn more about your corporate furniture solutions for my company.',
      },
      leader: {
        role: 'Director, Corporate Division',
        bio:
          'An architect by training, Carolina has spent more than fifteen years designing workplaces for companies across the Caribbean.\n\n' +
          'She leads a team of designers and technical specialists who guide each client from the first site visit to the last chair installed.',
      },
    },
    hospitality: {
      blurb:
        'FF&E for hotels, resorts, restaurants and residential projects in the Caribbean: design, custom manufacturing, logistics and installation, all from one team.',
      whatsapp: {
        role: 'Marketing and Sales Director, Hospitality',
        message: 'Hello, I’d like to learn more about your FF&E solutions for a hospitality project.',
      },
      leader: {
        role: 'Director, Hospitality Division',
        bio:
          'Andrés has led the furnishing of more than forty hotels and resorts in the Dominican Republic, Puerto Rico and the Antilles.\n\n' +
          'His team coordinates designers, factories and installers so that every opening happens on time and every room is immaculate.',
      },
    },
  },
  // {nombre} becomes the visitor's name and {empresa} the company name, as in the Spanish e-mails.
  visitorConfirmation: {
    contact: {
      subject: 'We’ve received your message',
      text: 'Hello {nombre},\n\nThank you for getting in touch. We’ve received your message, and a member of our team will reply as soon as possible, usually within one business day.\n\nIf you’d like to add anything, simply reply to this email.\n\nKind regards,\n{empresa}',
    },
    appointment: {
      subject: 'We’ve received your appointment request',
      text: 'Hello {nombre},\n\nThank you for your interest. We’ve received your appointment request and will be in touch shortly to confirm the date and time.\n\nIf you’d like to change anything, simply reply to this email.\n\nKind regards,\n{empresa}',
    },
  },
};
