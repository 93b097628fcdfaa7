import { divisionPhotos, FRAME } from './images.js';
import { SITE } from './site.js';
import type { DivisionContent } from './types.js';

const photo = divisionPhotos('hospitality');

const logo = (name: string) => `/images/generated/brand-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;

export const HOSPITALITY: DivisionContent = {
  division: 'hospitality',
  label: 'HOSPITALITY',
  title: 'Interiores que crean experiencias memorables',
  subtitle:
    'FF&E para hoteles, resorts, restaurantes y proyectos residenciales en el Caribe: diseño, fabricación a medida, logística e instalación en un solo equipo.',
  backgroundImage: photo('hero', 'lobby', 12, FRAME.hero, 'Lobby de hotel con sofás de lino, alfombra y lámparas colgantes'),
  heroBadge: 'PROYECTO DESTACADO',
  about: {
    title: 'Quiénes Somos',
    paragraphs: [
      `La división Hospitality de ${SITE.name} nació para acompañar el crecimiento turístico del Caribe. Sobre la experiencia de un grupo con más de 40 años en el mercado dominicano, equipamos hoteles, resorts, restaurantes y residencias con mobiliario pensado para el clima, el uso intensivo y el carácter de cada marca.`,
      'Nos ocupamos del FF&E completo: especificación con el equipo de diseño del proyecto, prototipos, fabricación a medida con talleres de confianza, consolidación de carga, importación, entrega e instalación habitación por habitación.',
      'Operadores, desarrolladores y estudios de interiorismo confían en nosotros porque cumplimos los plazos de apertura y cuidamos cada detalle, desde la tapicería de una butaca hasta la última lámpara de una terraza frente al mar.',
    ],
  },
  services: [
    {
      icon: 'layout',
      title: 'Diseño y Especificación FF&E',
      description: 'Traducimos el concepto de interiorismo en especificaciones técnicas, muestras de materiales y prototipos aprobados.',
      image: photo('service-ffe', 'lounge', 61, FRAME.card, 'Salón de hotel con butacas tapizadas y mesa de centro de mármol'),
    },
    {
      icon: 'fabric',
      title: 'Fabricación a Medida',
      description: 'Piezas únicas en madera, metal, piedra y tapicería, fabricadas para resistir el uso intensivo y el clima tropical.',
      image: photo('service-custom', 'lounge', 62, FRAME.card, 'Sofá a medida en lino con cojines y lámpara de pie'),
    },
    {
      icon: 'bed',
      title: 'Habitaciones y Suites',
      description: 'Camas, cabeceros, mesitas, armarios y escritorios que combinan confort, durabilidad y la identidad del hotel.',
      image: photo('service-rooms', 'bedroom', 63, FRAME.card, 'Habitación de hotel con cama amplia, cabecero tapizado y lámparas de mesa'),
    },
    {
      icon: 'dining',
      title: 'Restaurantes y Bares',
      description: 'Mesas, sillas, banquetas y barras que dan carácter a cada concepto gastronómico y soportan el ritmo del servicio.',
      image: photo(
        'service-restaurants',
        'restaurant',
        64,
        FRAME.card,
        'Restaurante con mesas redondas, sillas de madera y lámparas colgantes',
      ),
    },
    {
      icon: 'outdoor',
      title: 'Áreas Exteriores',
      description: 'Camastros, sombrillas y conjuntos de terraza en materiales marinos, listos para el sol, la sal y la lluvia.',
      image: photo('service-outdoor', 'terrace', 65, FRAME.card, 'Terraza frente al mar con camastros y sombrillas'),
    },
    {
      icon: 'truck',
      title: 'Logística e Instalación',
      description: 'Consolidamos, importamos, almacenamos e instalamos según el cronograma de obra, hasta el día de la apertura.',
      image: photo('service-install', 'bedroom', 66, FRAME.card, 'Suite de hotel terminada y lista para la apertura'),
    },
  ],
  process: [
    {
      title: 'Planificación',
      subtitle: 'Entendemos el proyecto',
      details: [
        'Revisión del concepto de interiorismo y del programa de áreas',
        'Cronograma de obra y fecha de apertura',
        'Presupuesto por área y por tipo de habitación',
      ],
    },
    {
      title: 'Diseño y Selección',
      subtitle: 'Del concepto a la especificación',
      details: [
        'Fichas técnicas de cada pieza de FF&E',
        'Muestras de maderas, metales y tapicerías',
        'Prototipos y habitación modelo para aprobación',
      ],
    },
    {
      title: 'Firma de Pedido',
      subtitle: 'Compromiso y calendario',
      details: [
        'Acuerdo de venta con cantidades, acabados y plazos',
        'Pago del anticipo para iniciar la fabricación',
        'Calendario de producción y de entregas por fases',
      ],
    },
    {
      title: 'Fabricación y Envío',
      subtitle: 'Calidad controlada en origen',
      details: [
        'Fabricación en talleres seleccionados',
        'Inspecciones de calidad antes del embarque',
        'Consolidación de carga, envío e importación',
      ],
    },
    {
      title: 'Entrega e Instalación',
      subtitle: 'Listos para la apertura',
      details: [
        'Recepción y almacenaje cerca de la obra',
        'Instalación por áreas y habitación por habitación',
        'Limpieza final y lista de pendientes cerrada',
      ],
    },
    {
      title: 'Servicio Postventa',
      subtitle: 'A su lado después de abrir',
      details: [
        'Garantía sobre mobiliario y acabados',
        'Mantenimiento, reparaciones y reposición de piezas',
        'Reposición de piezas para futuras renovaciones',
      ],
    },
  ],
  leader: {
    name: 'Andrés Valdez',
    role: 'Director de la División Hospitality',
    photo: photo('leader', 'portrait', 32, FRAME.portrait, 'Retrato de Andrés Valdez, director de la división Hospitality'),
    bio: [
      'Andrés ha dirigido el equipamiento de más de cuarenta hoteles y resorts en República Dominicana, Puerto Rico y las Antillas.',
      'Su equipo coordina a diseñadores, fábricas e instaladores para que cada apertura llegue a tiempo y cada habitación esté impecable.',
    ],
  },
  showcases: [
    {
      title: 'Lobbies',
      caption: 'Bienvenidas cálidas con piezas a medida y materiales nobles.',
      image: photo('showcase-lobby', 'lobby', 71, FRAME.wide, 'Lobby de resort con sofás, plantas y gran lámpara colgante'),
    },
    {
      title: 'Habitaciones',
      caption: 'Descanso, orden y la identidad del hotel en cada detalle.',
      image: photo('showcase-room', 'bedroom', 72, FRAME.wide, 'Habitación de resort con cama tapizada y vista al jardín'),
    },
    {
      title: 'Terrazas',
      caption: 'Mobiliario exterior que resiste el sol y la brisa del mar.',
      image: photo('showcase-terrace', 'terrace', 73, FRAME.wide, 'Terraza de hotel con camastros frente al mar Caribe'),
    },
  ],
  projectsSubtitle: 'Hoteles, resorts, restaurantes y residencias del Caribe equipados de principio a fin por nuestro equipo.',
  projectsBackground: photo('projects', 'restaurant', 52, FRAME.hero, 'Restaurante de hotel con mesas vestidas y luz cálida'),
  contactSubtitle: 'Cuéntenos sobre su hotel, resort o restaurante: preparamos una propuesta de FF&E a la medida de su proyecto.',
  brands: [
    { name: 'Atelier Costa', category: 'mobiliario', logo: logo('Atelier Costa') },
    { name: 'Marina Outdoor', category: 'mobiliario', logo: logo('Marina Outdoor') },
    { name: 'Tejido Caribe', category: 'mobiliario', logo: logo('Tejido Caribe') },
    { name: 'Sonora Panels', category: 'acustica', logo: logo('Sonora Panels') },
    { name: 'Luz de Arena', category: 'iluminacion', logo: logo('Luz de Arena') },
    { name: 'Faro Lighting', category: 'iluminacion', logo: logo('Faro Lighting') },
  ],
};
