import type { Division } from '../../divisions.js';
import type { PageContentEnglish } from '../../schemas/english.js';
import { SITE } from '../site.js';

type DivisionPagesEnglish = PageContentEnglish['divisions']['corporativo'];

/** A process step as written here: its details as a list, stored one per line. */
interface Step {
  title: string;
  subtitle: string;
  details: string[];
}

interface DivisionTexts {
  tagline: string;
  title: string;
  badge: string;
  servicesIntro: string;
  services: DivisionPagesEnglish['services']['items'];
  processIntro: string;
  process: Step[];
  aboutParagraphs: string[];
  projectsSubtitle: string;
  contactSubtitle: string;
}

const CORPORATIVO: DivisionTexts = {
  tagline: 'Office furniture, acoustics and lighting',
  title: 'Workplaces that move your team forward',
  // The Spanish corporate hero has no badge either.
  badge: '',
  servicesIntro: 'From the first site visit to after-sales care, one team for your entire workplace.',
  services: [
    {
      title: 'Space Planning',
      description: 'We study how your team works and propose layouts, circulation and densities that make the most of every square meter.',
    },
    {
      title: 'Office Furniture',
      description: 'Workstations, executive desks, storage and meeting tables from international brands, backed by a local warranty.',
    },
    {
      title: 'Ergonomic Seating',
      description:
        'Task, executive and guest chairs that support good posture all day long, with expert advice on choosing the right model.',
    },
    {
      title: 'Acoustic Solutions',
      description: 'Panels, booths and partitions that cut noise and bring focus back to open-plan spaces.',
    },
    {
      title: 'Architectural Lighting',
      description: 'Linear, pendant and desk luminaires that balance natural light and create comfortable places to work.',
    },
    {
      title: 'Installation and After-Sales',
      description:
        'Our technical team delivers, installs and fine-tunes every piece, then stays by your side with maintenance, spare parts and warranty service.',
    },
  ],
  processIntro: 'Six clear steps, from the first meeting to after-sales care, with one person accountable to you at every stage.',
  process: [
    {
      title: 'Initial Meeting',
      subtitle: 'We listen to your company',
      details: [
        'Site visit and measurements',
        'A conversation about your culture, headcount and ways of working',
        'Budget, timeline and priorities agreed',
      ],
    },
    {
      title: 'Proposal and Selection',
      subtitle: 'We design the solution',
      details: [
        'Floor plans and renderings of the space',
        'Selection of furniture, finishes and upholstery',
        'A visit to our showroom to try out chairs and desks',
      ],
    },
    {
      title: 'Technical Development',
      subtitle: 'Every detail resolved',
      details: [
        'Installation, power and data cabling drawings',
        'Coordination with architects, contractors and suppliers',
        'Final approval of specifications and quotation',
      ],
    },
    {
      title: 'Production',
      subtitle: 'Manufactured to international standards',
      details: [
        'Factory order placed to the approved specifications',
        'Quality control of materials and finishes',
        'Schedule tracking and progress reports',
      ],
    },
    {
      title: 'Logistics and Delivery',
      subtitle: 'On time from start to finish',
      details: [
        'Importing, customs clearance and warehousing',
        'Deliveries scheduled around construction progress',
        'Protection of the furniture and the premises during the move',
      ],
    },
    {
      title: 'Installation and After-Sales',
      subtitle: 'Your space, ready for work',
      details: [
        'Assembly and adjustment by our own technical team',
        'Handover walkthrough and user training',
        'Local warranty, maintenance and spare parts',
      ],
    },
  ],
  aboutParagraphs: [
    `Since 1998, ${SITE.name} has helped companies in the Dominican Republic create workplaces that are productive, healthy and true to their culture. We are part of a group with more than 40 years of experience, and we are the exclusive representative of one of the world’s leading office furniture brands.`,
    'Our Corporate division brings together architects, interior designers and technical specialists who understand how people work today: flexible workstations, well-equipped meeting rooms, quiet focus areas and shared spaces that invite collaboration.',
    'We work with corporate headquarters, banks, insurers, call centers, coworking spaces and showrooms. Every project is planned with the client, built by top-tier brands and installed by our own team, backed by a local warranty and after-sales service.',
  ],
  projectsSubtitle: 'Corporate headquarters, banks, coworking spaces and showrooms already at work in spaces we designed.',
  contactSubtitle: 'Tell us about your office: we’ll help you plan, furnish and install your next workplace.',
};

const HOSPITALITY: DivisionTexts = {
  tagline: 'FF&E for hotels, resorts and restaurants',
  title: 'Interiors that create memorable experiences',
  badge: 'FEATURED PROJECT',
  servicesIntro: 'From interior design concept to opening day, one team for your project’s FF&E.',
  services: [
    {
      title: 'FF&E Design and Specification',
      description: 'We translate the interior design concept into technical specifications, material samples and approved prototypes.',
    },
    {
      title: 'Custom Manufacturing',
      description: 'One-of-a-kind pieces in wood, metal, stone and upholstery, built to withstand heavy use and the tropical climate.',
    },
    {
      title: 'Guestrooms and Suites',
      description: 'Beds, headboards, nightstands, wardrobes and desks that combine comfort, durability and the hotel’s identity.',
    },
    {
      title: 'Restaurants and Bars',
      description: 'Tables, chairs, banquettes and bars that give each dining concept its character and keep up with the pace of service.',
    },
    {
      title: 'Outdoor Areas',
      description: 'Sun loungers, umbrellas and terrace sets in marine-grade materials, ready for sun, salt and rain.',
    },
    {
      title: 'Logistics and Installation',
      description: 'We consolidate, import, store and install in step with the construction schedule, right up to opening day.',
    },
  ],
  processIntro: 'Six steps proven in hotels and resorts across the Caribbean, from planning to after-sales service.',
  process: [
    {
      title: 'Planning',
      subtitle: 'We get to know the project',
      details: [
        'Review of the interior design concept and space program',
        'Construction schedule and opening date',
        'Budget by area and by room type',
      ],
    },
    {
      title: 'Design and Selection',
      subtitle: 'From concept to specification',
      details: [
        'Specification sheets for every FF&E item',
        'Samples of woods, metals and upholstery',
        'Prototypes and a model room for approval',
      ],
    },
    {
      title: 'Purchase Order',
      subtitle: 'Commitment and schedule',
      details: [
        'Sales agreement with quantities, finishes and lead times',
        'Deposit payment to begin manufacturing',
        'Production schedule and phased deliveries',
      ],
    },
    {
      title: 'Manufacturing and Shipping',
      subtitle: 'Quality controlled at the source',
      details: [
        'Manufacturing in carefully selected workshops',
        'Quality inspections before every shipment',
        'Freight consolidation, shipping and importing',
      ],
    },
    {
      title: 'Delivery and Installation',
      subtitle: 'Ready for opening day',
      details: [
        'Receiving and storage close to the site',
        'Installation area by area and room by room',
        'Final cleaning and a closed-out punch list',
      ],
    },
    {
      title: 'After-Sales Service',
      subtitle: 'By your side after opening',
      details: [
        'Warranty on furniture and finishes',
        'Maintenance, repairs and replacement parts',
        'Replacement pieces for future renovations',
      ],
    },
  ],
  aboutParagraphs: [
    `The Hospitality division of ${SITE.name} was created to support the growth of tourism in the Caribbean. Drawing on the experience of a group with more than 40 years in the Dominican market, we furnish hotels, resorts, restaurants and residences with pieces designed for the climate, for heavy use and for the character of each brand.`,
    'We handle the complete FF&E package: specification with the project’s design team, prototypes, custom manufacturing with trusted workshops, freight consolidation, importing, delivery and room-by-room installation.',
    'Operators, developers and interior design studios trust us because we meet opening dates and take care of every detail, from the upholstery of an armchair to the last lamp on an oceanfront terrace.',
  ],
  projectsSubtitle: 'Hotels, resorts, restaurants and residences across the Caribbean, furnished from start to finish by our team.',
  contactSubtitle: 'Tell us about your hotel, resort or restaurant: we’ll prepare an FF&E proposal tailored to your project.',
};

const TEXTS: Record<Division, DivisionTexts> = { corporativo: CORPORATIVO, hospitality: HOSPITALITY };

/** A division's English page texts, in the shape and order of its Spanish defaults. */
export function divisionPagesEnglish(division: Division): DivisionPagesEnglish {
  const texts = TEXTS[division];
  return {
    landing: { tagline: texts.tagline },
    home: { title: texts.title, badge: texts.badge, servicesIntro: texts.servicesIntro },
    services: {
      heroTitle: 'Our Services',
      items: texts.services.map((item) => ({ ...item })),
      processIntro: texts.processIntro,
      process: texts.process.map(({ title, subtitle, details }) => ({ title, subtitle, details: details.join('\n') })),
    },
    about: {
      title: 'About Us',
      storyTitle: 'More than fifteen years creating spaces across the Caribbean',
      paragraphs: texts.aboutParagraphs.join('\n\n'),
    },
    projects: { subtitle: texts.projectsSubtitle },
    contact: { subtitle: texts.contactSubtitle },
  };
}
