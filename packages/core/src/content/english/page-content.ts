import type { PageContentEnglish } from '../../schemas/english.js';
import { SITE } from '../site.js';
import { divisionPagesEnglish } from './divisions.js';
import { PRIVACY_ENGLISH, TERMS_ENGLISH } from './legal.js';

/** The company history of the English landing page's modal. */
const HISTORY_PARAGRAPHS = [
  `${SITE.name} was founded in Santo Domingo in 1998 with a simple idea: that Dominican companies should work in spaces that live up to their ambitions. We are part of a business group with more than 40 years of experience in trade and distribution in the Dominican Republic.`,
  'From the very beginning, we have been the exclusive representative in the country of one of the world’s leading office furniture brands, and we have furnished corporate headquarters, banks, call centers and coworking spaces throughout the Caribbean.',
  'As tourism grew, so did our Hospitality division, dedicated to FF&E for hotels, resorts, restaurants and residential projects: from specification and custom manufacturing to delivery and on-site installation.',
  'Today, our two divisions share one way of working: listen, recommend with sound judgment, meet every deadline and stay close long after handover.',
];

/**
 * The English page texts of a fresh install (Páginas' 'English' tab): today's Spanish texts in
 * English, so the English site reads whole before anyone edits it.
 */
export const DEFAULT_PAGE_CONTENT_ENGLISH: PageContentEnglish = {
  history: { title: `The ${SITE.name} Story`, paragraphs: HISTORY_PARAGRAPHS.join('\n\n') },
  allProjectsSubtitle: 'Offices, hotels, resorts and restaurants we have furnished in the Dominican Republic and across the Caribbean.',
  divisions: { corporativo: divisionPagesEnglish('corporativo'), hospitality: divisionPagesEnglish('hospitality') },
  legal: { privacy: PRIVACY_ENGLISH, terms: TERMS_ENGLISH },
};
