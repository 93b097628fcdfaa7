import type { SiteConfig } from './types.js';

/**
 * The company's details. "Casa Mobilia", the numbers, e-mails and people are placeholders:
 * a real company edits this file (and the division texts beside it) and nothing else.
 */
export const SITE: SiteConfig = {
  name: 'Casa Mobilia',
  blurb:
    'Mobiliario e interiorismo para oficinas, hoteles, resorts y restaurantes en República Dominicana y el Caribe. Desde 1998 convertimos proyectos en espacios que funcionan y emocionan.',
  phone: '+1 (809) 555-0123',
  phoneHref: 'tel:+18095550123',
  phoneCountryCode: '1',
  salesEmail: 'ventas@casamobilia.com.do',
  hours: 'Lunes a Viernes 8:00am-5:00pm',
  address: {
    street: 'Av. Gustavo Mejía Ricart 54, Torre Naco, Piso 3',
    area: 'Naco',
    city: 'Santo Domingo',
    country: 'República Dominicana',
  },
  map: { lat: 18.4752, lng: -69.9305, zoom: 16 },
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/casamobilia' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/casamobilia' },
    { label: 'Facebook', href: 'https://www.facebook.com/casamobilia' },
  ],
  whatsapp: {
    corporativo: {
      name: 'María Fernández',
      role: 'Directora de Marketing y Ventas Corporativo',
      number: '18095550111',
      message: 'Hola, me interesa conocer sus soluciones de mobiliario corporativo para mi empresa.',
    },
    hospitality: {
      name: 'Javier Ortiz',
      role: 'Director de Marketing y Ventas Hospitality',
      number: '18095550122',
      message: 'Hola, me interesa conocer sus soluciones de FF&E para un proyecto de hospitality.',
    },
  },
};

/** The company history of the landing page's modal (docs/product.md §1). */
export const HISTORY = {
  title: `La historia de ${SITE.name}`,
  paragraphs: [
    `${SITE.name} nació en Santo Domingo en 1998 con una idea sencilla: que las empresas dominicanas trabajaran en espacios a la altura de sus ambiciones. Somos parte de un grupo empresarial con más de 40 años de experiencia en el comercio y la distribución en República Dominicana.`,
    'Desde nuestros inicios somos representantes exclusivos en el país de una de las marcas líderes del mundo en mobiliario de oficina, y hemos equipado sedes corporativas, bancos, centros de llamadas y espacios de coworking en todo el Caribe.',
    'Con el crecimiento del turismo nació nuestra división Hospitality, dedicada al FF&E de hoteles, resorts, restaurantes y proyectos residenciales: desde la especificación y la fabricación a medida hasta la entrega y la instalación en obra.',
    'Hoy, dos divisiones comparten una misma forma de trabajar: escuchar, proponer con criterio, cumplir los plazos y quedarnos cerca después de la entrega.',
  ],
} as const;

/** The statistics of the About page (docs/product.md §1). */
export const STATS: readonly { value: string; label: string }[] = [
  { value: '+15', label: 'Años sirviendo al Caribe' },
  { value: '200+', label: 'Proyectos realizados' },
  { value: 'Global', label: 'Red global de marcas premium' },
];
