import { divisionPhotos, FRAME } from './images.js';
import { SITE } from './site.js';
import type { DivisionContent } from './types.js';

const photo = divisionPhotos('corporativo');

export const CORPORATIVO: DivisionContent = {
  division: 'corporativo',
  label: 'CORPORATIVO',
  title: 'Espacios de trabajo que impulsan a su equipo',
  subtitle:
    'Mobiliario de oficina, acústica e iluminación para empresas que quieren trabajar mejor. Diseñamos, suministramos e instalamos en toda República Dominicana y el Caribe.',
  backgroundImage: photo(
    'hero',
    'office',
    11,
    FRAME.hero,
    'Oficina abierta con estaciones de trabajo de roble, sillas ergonómicas y luz natural',
  ),
  about: {
    title: 'Quiénes Somos',
    paragraphs: [
      `Desde 1998, ${SITE.name} acompaña a las empresas de República Dominicana en la creación de espacios de trabajo productivos, saludables y coherentes con su cultura. Formamos parte de un grupo con más de 40 años de experiencia y somos representantes exclusivos de una de las marcas líderes del mundo en mobiliario de oficina.`,
      'Nuestra división Corporativo reúne a arquitectos, diseñadores de interiores y especialistas técnicos que entienden cómo se trabaja hoy: puestos flexibles, salas de reunión bien equipadas, zonas de concentración con buena acústica y áreas comunes que invitan a colaborar.',
      'Trabajamos con sedes corporativas, bancos, aseguradoras, centros de llamadas, espacios de coworking y showrooms. Cada proyecto se planifica con el cliente, se fabrica con marcas de primer nivel y se instala por nuestro propio equipo, con garantía y servicio postventa local.',
    ],
  },
  services: [
    {
      icon: 'layout',
      title: 'Planificación de Espacios',
      description:
        'Estudiamos cómo trabaja su equipo y proponemos distribuciones, recorridos y densidades que aprovechan cada metro cuadrado.',
      image: photo('service-planning', 'office', 21, FRAME.card, 'Planta abierta de oficina con puestos de trabajo organizados en islas'),
    },
    {
      icon: 'desk',
      title: 'Mobiliario de Oficina',
      description:
        'Estaciones de trabajo, escritorios ejecutivos, almacenamiento y mesas de reunión de marcas internacionales, con garantía local.',
      image: photo(
        'service-furniture',
        'office',
        22,
        FRAME.card,
        'Escritorios de roble con pantallas y sillas de oficina en un espacio luminoso',
      ),
    },
    {
      icon: 'chair',
      title: 'Sillería Ergonómica',
      description:
        'Sillas operativas, ejecutivas y de visita que cuidan la postura durante toda la jornada, con asesoría para elegir el modelo adecuado.',
      image: photo('service-seating', 'meeting', 23, FRAME.card, 'Sala de reuniones con sillas ergonómicas alrededor de una mesa larga'),
    },
    {
      icon: 'acoustics',
      title: 'Soluciones Acústicas',
      description: 'Paneles, cabinas y divisiones que reducen el ruido y devuelven la concentración a los espacios abiertos.',
      image: photo('service-acoustics', 'meeting', 24, FRAME.card, 'Sala de juntas con paneles acústicos en las paredes'),
    },
    {
      icon: 'light',
      title: 'Iluminación Arquitectónica',
      description:
        'Luminarias lineales, colgantes y de escritorio que equilibran la luz natural y crean ambientes confortables para trabajar.',
      image: photo('service-lighting', 'reception', 25, FRAME.card, 'Recepción corporativa con lámparas colgantes y mostrador de madera'),
    },
    {
      icon: 'tools',
      title: 'Instalación y Postventa',
      description:
        'Nuestro equipo técnico entrega, instala y ajusta cada pieza, y sigue a su lado con mantenimiento, repuestos y garantía.',
      image: photo('service-installation', 'lounge', 26, FRAME.card, 'Zona de descanso de oficina recién instalada, con sofá y butaca'),
    },
  ],
  process: [
    {
      title: 'Reunión Inicial',
      subtitle: 'Escuchamos a su empresa',
      details: [
        'Visita al espacio y levantamiento de medidas',
        'Conversación sobre la cultura, el número de personas y la forma de trabajar',
        'Definición de presupuesto, plazos y prioridades',
      ],
    },
    {
      title: 'Propuesta y Selección',
      subtitle: 'Diseñamos la solución',
      details: [
        'Distribución en planta y renders del espacio',
        'Selección de mobiliario, acabados y tapicerías',
        'Visita a nuestro showroom para probar sillas y escritorios',
      ],
    },
    {
      title: 'Desarrollo Técnico',
      subtitle: 'Cada detalle resuelto',
      details: [
        'Planos de instalación, electrificación y cableado',
        'Coordinación con arquitectos, contratistas y proveedores',
        'Aprobación final de especificaciones y cotización',
      ],
    },
    {
      title: 'Producción',
      subtitle: 'Fabricación con estándares internacionales',
      details: [
        'Pedido a fábrica con las especificaciones aprobadas',
        'Control de calidad de materiales y acabados',
        'Seguimiento del cronograma e informes de avance',
      ],
    },
    {
      title: 'Logística y Entrega',
      subtitle: 'Puntualidad de principio a fin',
      details: [
        'Importación, trámites aduanales y almacenaje',
        'Entrega programada según el avance de la obra',
        'Protección del mobiliario y del espacio durante el traslado',
      ],
    },
    {
      title: 'Instalación y Postventa',
      subtitle: 'Su espacio, listo para trabajar',
      details: [
        'Montaje y ajuste por nuestro equipo técnico',
        'Recorrido de entrega y capacitación de uso',
        'Garantía, mantenimiento y repuestos locales',
      ],
    },
  ],
  leader: {
    name: 'Carolina Peña',
    role: 'Directora de la División Corporativo',
    photo: photo('leader', 'portrait', 31, FRAME.portrait, 'Retrato de Carolina Peña, directora de la división Corporativo'),
    bio: [
      'Arquitecta de formación, Carolina lleva más de quince años diseñando espacios de trabajo para empresas de todo el Caribe.',
      'Lidera un equipo de diseñadores y especialistas técnicos que acompaña a cada cliente desde la primera visita hasta la última silla instalada.',
    ],
  },
  showcases: [
    {
      title: 'Oficinas abiertas',
      caption: 'Puestos de trabajo flexibles, luz natural y almacenamiento a mano.',
      image: photo('showcase-open-office', 'office', 41, FRAME.wide, 'Oficina abierta con estaciones de trabajo y ventanales'),
    },
    {
      title: 'Salas de juntas',
      caption: 'Mesas a medida, sillería ejecutiva y acústica cuidada.',
      image: photo('showcase-boardroom', 'meeting', 42, FRAME.wide, 'Sala de juntas con mesa larga de madera y sillas ejecutivas'),
    },
    {
      title: 'Recepciones',
      caption: 'La primera impresión de su empresa, diseñada al detalle.',
      image: photo('showcase-reception', 'reception', 43, FRAME.wide, 'Recepción corporativa con mostrador de roble y sofá de espera'),
    },
  ],
  projectsSubtitle: 'Sedes corporativas, bancos, coworkings y showrooms que ya trabajan en espacios diseñados por nosotros.',
  projectsBackground: photo('projects', 'meeting', 51, FRAME.hero, 'Sala de reuniones corporativa con vista a la ciudad'),
  contactSubtitle: 'Cuéntenos sobre su oficina: le ayudamos a planificar, amueblar e instalar su próximo espacio de trabajo.',
  brands: [
    { name: 'Steelform', category: 'mobiliario' },
    { name: 'Ergonova', category: 'mobiliario' },
    { name: 'Officina Nord', category: 'mobiliario' },
    { name: 'Quieta Acoustics', category: 'acustica' },
    { name: 'Panelsoft', category: 'acustica' },
    { name: 'Lumenline', category: 'iluminacion' },
  ],
};
