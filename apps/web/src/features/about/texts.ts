import type { Division, Lang } from '@casa/core';

/** The About page's fixed words in each language; `showcases` follow the division's showcases by position. */
export const TEXTS = {
  es: {
    storyEyebrow: 'Nuestra historia',
    figures: 'Cifras',
    leadership: 'Liderazgo',
    talk: 'Hablemos de su proyecto',
    spaces: 'Espacios',
    created: 'Lo que creamos',
    portrait: null,
    showcases: null,
  },
  en: {
    storyEyebrow: 'Our story',
    figures: 'Key figures',
    leadership: 'Leadership',
    talk: "Let's talk about your project",
    spaces: 'Spaces',
    created: 'What we create',
    portrait: (name: string) => `Portrait of ${name}`,
    showcases: {
      corporativo: [
        { title: 'Open-plan offices', caption: 'Flexible workstations, natural light and storage close at hand.' },
        { title: 'Boardrooms', caption: 'Made-to-measure tables, executive seating and careful acoustics.' },
        { title: 'Receptions', caption: "Your company's first impression, designed down to the detail." },
      ],
      hospitality: [
        { title: 'Lobbies', caption: 'A warm welcome with bespoke pieces and fine materials.' },
        { title: 'Guest rooms', caption: "Rest, order and the hotel's identity in every detail." },
        { title: 'Terraces', caption: 'Outdoor furniture that stands up to the sun and the sea breeze.' },
      ],
    },
  },
} satisfies Record<
  Lang,
  {
    storyEyebrow: string;
    figures: string;
    leadership: string;
    talk: string;
    spaces: string;
    created: string;
    /** The leader's photo's text on an English page (the Spanish one is the content's own). */
    portrait: ((name: string) => string) | null;
    /** The showcases' English texts (null: the content's own Spanish ones). */
    showcases: Record<Division, { title: string; caption: string }[]> | null;
  }
>;
