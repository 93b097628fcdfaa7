import type { PageContentEnglish } from '../../schemas/english.js';

const blankDivision = (): PageContentEnglish['divisions']['corporativo'] => ({
  landing: { tagline: '' },
  home: { title: '', badge: '', servicesIntro: '' },
  services: {
    heroTitle: '',
    items: Array.from({ length: 6 }, () => ({ title: '', description: '' })),
    processIntro: '',
    process: Array.from({ length: 6 }, () => ({ title: '', subtitle: '', details: '' })),
  },
  about: { title: '', storyTitle: '', paragraphs: '' },
  projects: { subtitle: '' },
  contact: { subtitle: '' },
});

/**
 * The English page texts of a fresh install (Páginas' 'English' tab): today's Spanish texts in
 * English, so the English site reads whole before anyone edits it.
 */
export const DEFAULT_PAGE_CONTENT_ENGLISH: PageContentEnglish = {
  history: { title: '', paragraphs: '' },
  allProjectsSubtitle: '',
  divisions: { corporativo: blankDivision(), hospitality: blankDivision() },
  legal: {
    privacy: { title: '', updated: '', intro: '', sections: [] },
    terms: { title: '', updated: '', intro: '', sections: [] },
  },
};
