import type { BrandEnglish, ProjectEnglish } from '@casa/core';
import { DEMO_PROJECTS } from './demo-data.js';

/**
 * The English texts of the demo catalogue (the `en` value of each demo brand and project), keyed
 * by the Spanish name the demo stores. Brand names, places and people stay as they are.
 */
type DemoProjectEnglish = Omit<ProjectEnglish, 'imageAlts'>;

const BRANDS: Record<string, string> = {
  Steelform: 'Workstations, storage and task tables in steel and melamine, designed for high-density offices.',
  Ergonova: 'Certified ergonomic chairs with lumbar adjustment, 4D armrests and breathable mesh for long working days.',
  'Officina Nord': 'Executive and boardroom furniture in fine hardwoods, with custom conference tables.',
  'Quieta Acoustics': 'Panels, phone booths and acoustic screens that reduce reverberation in open-plan spaces.',
  Panelsoft: 'Recycled PET felt wall and ceiling linings in more than 30 colors.',
  Lumenline: 'Linear LED luminaires with DALI control for offices, meeting rooms and corridors.',
  'Atelier Costa': 'Custom guestroom and suite furniture made from certified tropical hardwoods.',
  'Marina Outdoor': 'Sun loungers, umbrellas and outdoor dining sets in marine-grade aluminum and nautical rope, built to resist salt air.',
  'Tejido Caribe': 'High-traffic upholstery, drapery and textiles with stain-resistant and flame-retardant treatments.',
  'Sonora Panels': 'Decorative acoustic solutions for restaurants, event spaces and lobbies.',
  'Luz de Arena': 'Handcrafted lamps in natural fibers and ceramics for warm, inviting interiors.',
  'Faro Lighting': 'Indoor and outdoor architectural lighting with tunable color temperature.',
};

const PROJECTS: Record<string, DemoProjectEnglish> = {
  'Resort Playa Esmeralda': {
    name: 'Playa Esmeralda Resort',
    location: 'Punta Cana, La Altagracia',
    projectType: 'Resort',
    scope: 'Complete FF&E for 320 guestrooms, 24 suites, the lobby, two restaurants and the pool areas.',
    description:
      'We worked alongside the resort’s design team from concept to opening. We developed guestroom prototypes in our workshop, coordinated production with four international manufacturers and delivered in phases so that every block of rooms opened on schedule. The result is furniture built for the coastal climate that keeps all the warmth of natural materials.',
    heroTitle: 'An oceanfront resort, furnished from start to finish',
    heroSubtitle: 'Wood, natural fibers and high-traffic textiles for 320 guestrooms in Punta Cana.',
    keyFeatures: [
      'Guestroom prototype approved in 6 weeks',
      'Outdoor furniture that resists salt air',
      'Stain-resistant textiles',
      'Phased delivery and installation',
      '5-year after-sales warranty',
    ],
    developmentProcess: [
      { title: 'Planning', description: 'Floor plan survey, opening schedule and budget by area.' },
      { title: 'Design and selection', description: 'Finish samples, a guestroom prototype and sign-off with the operator.' },
      { title: 'Manufacturing and shipping', description: 'Production in four factories, with quality inspections before every shipment.' },
      { title: 'Delivery and installation', description: 'Installation block by block, without holding up construction.' },
    ],
  },
  'Hotel Boutique Zona Colonial': {
    name: 'Zona Colonial Boutique Hotel',
    location: 'Colonial Zone, Santo Domingo',
    projectType: 'Hotel',
    scope: 'Furniture for 42 guestrooms, a rooftop bar and the inner courtyard of a 16th-century house.',
    description:
      'A historic building called for pieces that would respect its stone walls and timber ceilings. We designed custom headboards, desks and wardrobes with discreet hardware and matte finishes, and solved the logistics of narrow colonial streets with overnight deliveries.',
    heroTitle: 'Colonial heritage with contemporary comfort',
    heroSubtitle: 'Custom pieces for a boutique hotel in a 16th-century house.',
    keyFeatures: ['Custom pieces for irregular walls', 'Warm, dimmable lighting', 'Overnight deliveries in the Colonial Zone'],
    developmentProcess: [
      { title: 'Technical visit', description: 'Room-by-room measurements and a record of the building’s constraints.' },
      { title: 'Custom design', description: 'Shop drawings and samples approved by the heritage architect.' },
      { title: 'Installation', description: 'Three weeks of installation, with the original floors and walls protected throughout.' },
    ],
  },
  'Restaurante Marea': {
    name: 'Marea Restaurant',
    location: 'Cap Cana, La Altagracia',
    projectType: 'Restaurant',
    scope: 'A 140-cover dining room, bar and terrace, plus acoustic treatment of the main dining room.',
    description:
      'The restaurant needed a welcoming dining room that would not become noisy at full capacity. We combined upholstered chairs, solid wood tables and decorative acoustic ceiling panels, with handcrafted pendants above every table.',
    heroTitle: '',
    heroSubtitle: '',
    keyFeatures: ['Reverberation cut by half', 'Terrace furniture in marine-grade aluminum', 'Custom handcrafted lamps'],
    developmentProcess: [
      { title: 'Acoustic study', description: 'Measurements of the empty room and a simulation with the proposed furniture.' },
      { title: 'Selection', description: 'Chair and upholstery samples tested by the restaurant team.' },
      { title: 'Installation', description: 'Panels and furniture installed over a single weekend.' },
    ],
  },
  'Sede Corporativa Grupo Atlántico': {
    name: 'Grupo Atlántico Headquarters',
    location: 'Piantini, Santo Domingo',
    projectType: 'Executive Office',
    scope: 'Four office floors: 220 workstations, 18 executive offices and 6 boardrooms.',
    description:
      'The new headquarters brought three of the group’s companies together under one roof. We planned the layout with the architect, proposed workstations with integrated power and ergonomic chairs for every employee, and coordinated the move so that no department lost a single working day.',
    heroTitle: 'Four floors, one team',
    heroSubtitle: 'Workstations, executive offices and boardrooms for the group’s new headquarters.',
    keyFeatures: [
      '220 workstations with integrated power',
      'Certified ergonomic chairs',
      'Boardrooms equipped for video conferencing',
      'A move without a single lost working day',
    ],
    developmentProcess: [
      { title: 'Initial meeting', description: 'Interviews with every department and an analysis of how they work.' },
      { title: 'Proposal and selection', description: 'Layout plans, renderings and a visit to the showroom.' },
      { title: 'Production', description: 'Manufacturing of workstations and boardroom tables, with quality checks.' },
      { title: 'Installation and after-sales', description: 'Floor-by-floor installation over weekends and a year of follow-up.' },
    ],
  },
  'Hub de Innovación Torre Naco': {
    name: 'Torre Naco Innovation Hub',
    location: 'Naco, Santo Domingo',
    projectType: 'Coworking Space',
    scope: 'A 1,200 m² coworking space with 150 flexible desks, phone booths and collaboration areas.',
    description:
      'A flexible workspace that is reconfigured every week. We chose tables on casters, stackable designer chairs and freestanding acoustic booths, and treated the open ceiling to control noise without losing its industrial look.',
    heroTitle: '',
    heroSubtitle: '',
    keyFeatures: ['8 acoustic phone booths', 'Reconfigurable furniture', 'Recycled PET felt on the ceilings'],
    developmentProcess: [
      { title: 'Initial meeting', description: 'Definition of user profiles and expected occupancy.' },
      { title: 'Technical development', description: 'Acoustic study and installation drawings for the booths.' },
      { title: 'Logistics and delivery', description: 'Delivery in two phases, coordinated with construction.' },
    ],
  },
  'Centro de Contacto Caribe Connect': {
    name: 'Caribe Connect Contact Center',
    location: 'Santiago de los Caballeros',
    projectType: 'Call Center',
    scope: '400 agent stations with acoustic screens, a training room and a staff cafeteria.',
    description:
      'In a contact center, noise and ergonomics are everything. We designed compact stations with acoustic screens, chairs rated for 24-hour use and glare-free lighting, and delivered all 400 stations in five weeks.',
    heroTitle: 'Four hundred stations, zero background noise',
    heroSubtitle: 'Ergonomics and acoustics for a contact center that runs around the clock.',
    keyFeatures: ['Chairs rated for 24/7 use', 'Acoustic screens at every station', 'Glare-free lighting'],
    developmentProcess: [
      { title: 'Proposal', description: 'A prototype station installed for a two-week trial.' },
      { title: 'Production', description: 'Manufacturing of 400 stations with custom screens.' },
      { title: 'Installation', description: 'Installation in blocks of 80 stations without interrupting operations.' },
    ],
  },
};

/** Names the English texts keep as they are, because they are the same in both languages. */
export const SAME_IN_BOTH_LANGUAGES = new Set([
  'Resort',
  'Hotel',
  'Punta Cana, La Altagracia',
  'Cap Cana, La Altagracia',
  'Piantini, Santo Domingo',
  'Naco, Santo Domingo',
  'Santiago de los Caballeros',
]);

/** The `en` value of the demo brand named `name`; undefined (no English written) for a brand the demo does not have. */
export function demoBrandEnglish(name: string): BrandEnglish | undefined {
  const description = BRANDS[name];
  return description === undefined ? undefined : { description };
}

/** The `en` value of the demo project whose Spanish name is `name`; undefined (no English written) for a project the demo does not have. */
export function demoProjectEnglish(name: string): ProjectEnglish | undefined {
  const texts = PROJECTS[name];
  const project = DEMO_PROJECTS.find((item) => item.name === name);
  if (texts === undefined || project === undefined) return undefined;
  // The demo photos have no description in Spanish either (see demo.ts): one empty one per photo.
  return { ...texts, imageAlts: project.images.map(() => '') };
}
