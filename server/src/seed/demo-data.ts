import type { Division } from '@casa/core';
import type { SceneKind } from '@casa/core/content';
import type { ProjectValues } from '../features/projects/repo.js';

/**
 * The demo catalogue a fresh install shows: fictional brands (the same names as the static
 * brand lists in core's division content) and projects with full Spanish texts. Edit freely:
 * nothing else depends on these values.
 */
export interface DemoBrand {
  name: string;
  division: Division;
  category: 'mobiliario' | 'acustica' | 'iluminacion';
  description: string;
  websiteUrl: string | null;
  /** Corporativo logos are PNG, hospitality logos SVG, so both kinds are served from the start. */
  logo: 'svg' | 'png';
}

/** A demo project: the stored text fields as a project holds them, brands by name, pictures as scenes. */
export interface DemoProject extends Pick<
  ProjectValues,
  'name' | 'year' | 'location' | 'division' | 'projectType' | 'scope' | 'heroTitle' | 'heroSubtitle' | 'keyFeatures' | 'developmentProcess'
> {
  description: string;
  brands: string[];
  /** The scenes of the gallery, in order; the first is the cover. */
  images: { kind: SceneKind; label?: string }[];
  /** A wide hero image of this kind, when the project has one. */
  hero: SceneKind | null;
  /** How many days before the seed the project was published (orders the list). */
  daysAgo: number;
}

export const DEMO_BRANDS: DemoBrand[] = [
  {
    name: 'Steelform',
    division: 'corporativo',
    category: 'mobiliario',
    description: 'Estaciones de trabajo, almacenamiento y mesas operativas en acero y melamina, diseñadas para oficinas de alta densidad.',
    websiteUrl: 'https://example.com/steelform',
    logo: 'png',
  },
  {
    name: 'Ergonova',
    division: 'corporativo',
    category: 'mobiliario',
    description: 'Sillas ergonómicas certificadas con ajuste lumbar, brazos 4D y mallas transpirables para jornadas largas.',
    websiteUrl: 'https://example.com/ergonova',
    logo: 'png',
  },
  {
    name: 'Officina Nord',
    division: 'corporativo',
    category: 'mobiliario',
    description: 'Mobiliario ejecutivo y de dirección en maderas nobles, con mesas de juntas a medida.',
    websiteUrl: null,
    logo: 'png',
  },
  {
    name: 'Quieta Acoustics',
    division: 'corporativo',
    category: 'acustica',
    description: 'Paneles, cabinas telefónicas y pantallas acústicas que reducen la reverberación en espacios abiertos.',
    websiteUrl: 'https://example.com/quieta',
    logo: 'png',
  },
  {
    name: 'Panelsoft',
    division: 'corporativo',
    category: 'acustica',
    description: 'Revestimientos de fieltro PET reciclado para muros y techos, en más de 30 colores.',
    websiteUrl: null,
    logo: 'png',
  },
  {
    name: 'Lumenline',
    division: 'corporativo',
    category: 'iluminacion',
    description: 'Luminarias lineales LED con control DALI para oficinas, salas de reuniones y pasillos.',
    websiteUrl: 'https://example.com/lumenline',
    logo: 'png',
  },
  {
    name: 'Atelier Costa',
    division: 'hospitality',
    category: 'mobiliario',
    description: 'Mobiliario de habitación y suites fabricado a medida en maderas tropicales certificadas.',
    websiteUrl: 'https://example.com/atelier-costa',
    logo: 'svg',
  },
  {
    name: 'Marina Outdoor',
    division: 'hospitality',
    category: 'mobiliario',
    description: 'Tumbonas, sombrillas y comedores de exterior en aluminio marino y cuerda náutica, resistentes al salitre.',
    websiteUrl: 'https://example.com/marina-outdoor',
    logo: 'svg',
  },
  {
    name: 'Tejido Caribe',
    division: 'hospitality',
    category: 'mobiliario',
    description: 'Tapicería, cortinas y textiles de alto tránsito con tratamiento antimanchas y retardante de llama.',
    websiteUrl: null,
    logo: 'svg',
  },
  {
    name: 'Sonora Panels',
    division: 'hospitality',
    category: 'acustica',
    description: 'Soluciones acústicas decorativas para restaurantes, salones de eventos y lobbies.',
    websiteUrl: 'https://example.com/sonora',
    logo: 'svg',
  },
  {
    name: 'Luz de Arena',
    division: 'hospitality',
    category: 'iluminacion',
    description: 'Lámparas artesanales de fibras naturales y cerámica para ambientes cálidos.',
    websiteUrl: 'https://example.com/luz-de-arena',
    logo: 'svg',
  },
  {
    name: 'Faro Lighting',
    division: 'hospitality',
    category: 'iluminacion',
    description: 'Iluminación arquitectónica exterior e interior con temperatura de color regulable.',
    websiteUrl: null,
    logo: 'svg',
  },
];

export const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Resort Playa Esmeralda',
    year: 2025,
    location: 'Punta Cana, La Altagracia',
    division: 'hospitality',
    projectType: 'Resort',
    scope: 'FF&E completo de 320 habitaciones, 24 suites, lobby, dos restaurantes y áreas de piscina.',
    description:
      'Acompañamos al equipo de diseño del resort desde el concepto hasta la apertura. Desarrollamos prototipos de habitación en nuestro taller, coordinamos la fabricación con cuatro fabricantes internacionales y entregamos por fases para que cada bloque de habitaciones abriera a tiempo. El resultado es un mobiliario resistente al clima costero que conserva la calidez de los materiales naturales.',
    heroTitle: 'Un resort frente al mar, amueblado de principio a fin',
    heroSubtitle: 'Madera, fibras naturales y textiles de alto tránsito para 320 habitaciones en Punta Cana.',
    brands: ['Atelier Costa', 'Marina Outdoor', 'Tejido Caribe', 'Luz de Arena'],
    keyFeatures: [
      'Prototipo de habitación aprobado en 6 semanas',
      'Mobiliario exterior resistente al salitre',
      'Textiles con tratamiento antimanchas',
      'Entrega e instalación por fases',
      'Garantía de posventa de 5 años',
    ],
    developmentProcess: [
      { title: 'Planificación', description: 'Levantamiento de planos, cronograma de apertura y presupuesto por área.' },
      { title: 'Diseño y selección', description: 'Muestras de acabados, prototipo de habitación y aprobación con el operador.' },
      { title: 'Fabricación y envío', description: 'Producción en cuatro fábricas con inspecciones de calidad antes de cada embarque.' },
      { title: 'Entrega e instalación', description: 'Instalación por bloques de habitaciones, sin interrumpir la obra.' },
    ],
    images: [{ kind: 'lobby' }, { kind: 'bedroom' }, { kind: 'terrace' }, { kind: 'restaurant' }, { kind: 'lounge' }, { kind: 'bedroom' }],
    hero: 'terrace',
    daysAgo: 12,
  },
  {
    name: 'Hotel Boutique Zona Colonial',
    year: 2024,
    location: 'Zona Colonial, Santo Domingo',
    division: 'hospitality',
    projectType: 'Hotel',
    scope: 'Mobiliario de 42 habitaciones, bar en azotea y patio interior de una casa del siglo XVI.',
    description:
      'Un edificio histórico exigía piezas que respetaran los muros de piedra y los techos de madera. Diseñamos cabeceros, escritorios y armarios a medida, con herrajes discretos y acabados mate, y resolvimos la logística en calles estrechas con entregas nocturnas.',
    heroTitle: 'Historia colonial con confort contemporáneo',
    heroSubtitle: 'Piezas a medida para un hotel boutique en una casa del siglo XVI.',
    brands: ['Atelier Costa', 'Tejido Caribe', 'Faro Lighting'],
    keyFeatures: ['Piezas a medida para muros irregulares', 'Iluminación cálida regulable', 'Entregas nocturnas en la Zona Colonial'],
    developmentProcess: [
      { title: 'Visita técnica', description: 'Medición habitación por habitación y registro de las limitaciones del edificio.' },
      { title: 'Diseño a medida', description: 'Planos de fabricación y muestras aprobadas por el arquitecto de patrimonio.' },
      { title: 'Instalación', description: 'Montaje en tres semanas con protección de suelos y muros originales.' },
    ],
    images: [{ kind: 'bedroom' }, { kind: 'lounge' }, { kind: 'terrace' }, { kind: 'lobby' }],
    hero: 'lounge',
    daysAgo: 40,
  },
  {
    name: 'Restaurante Marea',
    year: 2023,
    location: 'Cap Cana, La Altagracia',
    division: 'hospitality',
    projectType: 'Restaurante',
    scope: 'Sala de 140 cubiertos, barra, terraza y tratamiento acústico del salón principal.',
    description:
      'El restaurante necesitaba una sala acogedora que no resultara ruidosa a plena ocupación. Combinamos sillas tapizadas, mesas de madera maciza y paneles acústicos decorativos en el techo, con luminarias artesanales sobre cada mesa.',
    heroTitle: null,
    heroSubtitle: null,
    brands: ['Sonora Panels', 'Luz de Arena', 'Marina Outdoor'],
    keyFeatures: ['Reverberación reducida a la mitad', 'Terraza con mobiliario de aluminio marino', 'Lámparas artesanales a medida'],
    developmentProcess: [
      { title: 'Estudio acústico', description: 'Medición del salón vacío y simulación con el mobiliario propuesto.' },
      { title: 'Selección', description: 'Muestras de sillas y tapicerías probadas por el equipo del restaurante.' },
      { title: 'Instalación', description: 'Montaje de paneles y mobiliario en un fin de semana.' },
    ],
    images: [{ kind: 'restaurant' }, { kind: 'terrace' }, { kind: 'lounge' }],
    hero: null,
    daysAgo: 75,
  },
  {
    name: 'Sede Corporativa Grupo Atlántico',
    year: 2025,
    location: 'Piantini, Santo Domingo',
    division: 'corporativo',
    projectType: 'Oficina Ejecutiva',
    scope: 'Cuatro pisos de oficinas: 220 puestos operativos, 18 oficinas ejecutivas y 6 salas de juntas.',
    description:
      'La nueva sede reunía a tres empresas del grupo en un solo edificio. Planificamos la distribución junto al arquitecto, propusimos puestos de trabajo con electrificación integrada y sillas ergonómicas para todo el personal, y coordinamos la mudanza para que ningún departamento perdiera un día de trabajo.',
    heroTitle: 'Cuatro pisos, un solo equipo',
    heroSubtitle: 'Puestos operativos, oficinas ejecutivas y salas de juntas para la nueva sede del grupo.',
    brands: ['Steelform', 'Ergonova', 'Officina Nord', 'Lumenline'],
    keyFeatures: [
      '220 puestos con electrificación integrada',
      'Sillas ergonómicas certificadas',
      'Salas de juntas con videoconferencia',
      'Mudanza sin pérdida de jornadas',
    ],
    developmentProcess: [
      { title: 'Reunión inicial', description: 'Entrevistas con cada departamento y análisis de la forma de trabajar.' },
      { title: 'Propuesta y selección', description: 'Planos de distribución, renders y visita al showroom.' },
      { title: 'Producción', description: 'Fabricación de puestos y mesas de juntas con controles de calidad.' },
      { title: 'Instalación y posventa', description: 'Montaje por pisos durante fines de semana y seguimiento durante un año.' },
    ],
    images: [
      { kind: 'office' },
      { kind: 'meeting' },
      { kind: 'reception', label: 'GRUPO ATLÁNTICO' },
      { kind: 'office' },
      { kind: 'meeting' },
    ],
    hero: 'office',
    daysAgo: 8,
  },
  {
    name: 'Hub de Innovación Torre Naco',
    year: 2024,
    location: 'Naco, Santo Domingo',
    division: 'corporativo',
    projectType: 'Espacio de Coworking',
    scope: 'Coworking de 1.200 m² con 150 puestos flexibles, cabinas telefónicas y zonas de colaboración.',
    description:
      'Un espacio de trabajo flexible que se reconfigura cada semana. Elegimos mesas con ruedas, sillas apilables de diseño y cabinas acústicas independientes, y tratamos el techo abierto para controlar el ruido sin perder la estética industrial.',
    heroTitle: null,
    heroSubtitle: null,
    brands: ['Steelform', 'Quieta Acoustics', 'Panelsoft'],
    keyFeatures: ['8 cabinas telefónicas acústicas', 'Mobiliario reconfigurable', 'Fieltro PET reciclado en techos'],
    developmentProcess: [
      { title: 'Reunión inicial', description: 'Definición de los perfiles de usuarios y de la ocupación prevista.' },
      { title: 'Desarrollo técnico', description: 'Estudio acústico y planos de instalación de cabinas.' },
      { title: 'Logística y entrega', description: 'Entrega en dos fases coordinada con la obra.' },
    ],
    images: [{ kind: 'office' }, { kind: 'lounge' }, { kind: 'meeting' }, { kind: 'reception', label: 'HUB NACO' }],
    hero: null,
    daysAgo: 30,
  },
  {
    name: 'Centro de Contacto Caribe Connect',
    year: 2023,
    location: 'Santiago de los Caballeros',
    division: 'corporativo',
    projectType: 'Centro de Llamadas',
    scope: '400 posiciones de atención con mamparas acústicas, sala de formación y comedor del personal.',
    description:
      'En un centro de contacto el ruido y la ergonomía lo son todo. Diseñamos posiciones compactas con mamparas acústicas, sillas para uso 24 horas y una iluminación sin deslumbramiento, y entregamos las 400 posiciones en cinco semanas.',
    heroTitle: 'Cuatrocientas posiciones, cero ruido de fondo',
    heroSubtitle: 'Ergonomía y acústica para un centro de contacto que trabaja las 24 horas.',
    brands: ['Ergonova', 'Quieta Acoustics', 'Lumenline'],
    keyFeatures: ['Sillas para uso 24/7', 'Mamparas acústicas en cada posición', 'Iluminación sin deslumbramiento'],
    developmentProcess: [
      { title: 'Propuesta', description: 'Prototipo de posición instalado durante dos semanas de prueba.' },
      { title: 'Producción', description: 'Fabricación de 400 posiciones con mamparas a medida.' },
      { title: 'Instalación', description: 'Montaje por bloques de 80 posiciones sin detener la operación.' },
    ],
    images: [{ kind: 'office' }, { kind: 'meeting' }, { kind: 'lounge' }],
    hero: 'office',
    daysAgo: 60,
  },
];
