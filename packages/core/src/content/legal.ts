import type { LegalPage } from '../schemas/page-content.js';

/**
 * Words in braces the legal texts may hold, replaced as the page is drawn by what Configuración
 * says (the company, its sales e-mail as a link, its office) or by a link to the other legal page.
 */
export const LEGAL_PLACEHOLDERS = [
  '{empresa}',
  '{correo}',
  '{sector}',
  '{ciudad}',
  '{país}',
  '{fecha}',
  '{política de privacidad}',
  '{términos y condiciones}',
] as const;

/** /politica-de-privacidad: the cookie and privacy policy, dated 02/08/2021 (docs/product.md §2 "Legal pages"). */
export const DEFAULT_PRIVACY: LegalPage = {
  title: 'Política de Privacidad y Cookies',
  updated: '02/08/2021',
  intro:
    'En {empresa} respetamos su privacidad. Esta política explica qué cookies utiliza este sitio web, qué datos personales recopilamos a través de sus formularios y cómo puede ejercer sus derechos. Fecha de entrada en vigor: {fecha}.',
  sections: [
    {
      title: '¿Qué son las cookies?',
      body: 'Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador para reconocerlo en visitas o páginas posteriores.',
    },
    {
      title: 'Cookies que utilizamos',
      body:
        'Este sitio no instala ninguna cookie a sus visitantes: puede leer todas sus páginas, suscribirse al boletín, solicitar una cita o enviarnos un mensaje sin ninguna cookie. No usamos cookies de análisis, de publicidad ni de seguimiento.\n\n' +
        'Lo único que el sitio guarda en su navegador, y solo mientras dura su visita, es de dónde llegó: la página por la que entró, el nombre del sitio que le trajo y, si el enlace los llevaba, sus parámetros de campaña (utm_source, utm_medium, utm_campaign, utm_term y utm_content). Lo guarda en el almacenamiento de sesión del navegador (sessionStorage), que se borra al cerrar la pestaña y que no se envía a nuestro servidor salvo con un formulario de contacto o de cita.\n\n' +
        'Si su navegador prefiere el inglés y cierra el aviso que ofrece la versión en inglés, el sitio recuerda en el almacenamiento local del navegador (localStorage) que no debe mostrarlo de nuevo; ese dato no sale de su navegador.\n\n' +
        'Solo el personal de {empresa} recibe cookies, al iniciar sesión en el área de administración, y todas son HttpOnly (el código de las páginas no puede leerlas) y solo se envían a este sitio: la de sesión, que la identifica y se borra al cerrar la sesión o cuando caduca; la de equipo, que durante 180 días recuerda que en ese navegador ya se inició sesión con esa cuenta, para que quien intente adivinar su contraseña desde otros equipos no le impida entrar; y, mientras se escribe el código de la verificación en dos pasos, una que dura unos minutos.\n\n' +
        'El mapa de nuestra oficina se dibuja con imágenes de un proveedor de mapas, que recibe la dirección IP de su navegador al servirlas; al suscribirse al boletín, sus datos se envían a nuestro proveedor de listas de correo. Esos proveedores se rigen por sus propias políticas de privacidad.',
    },
    {
      title: 'Datos personales que recopilamos',
      body:
        'Cuando usted completa el formulario de contacto, solicita una cita o se suscribe a nuestro boletín, recopilamos los datos que nos facilita (nombre, correo electrónico, teléfono, empresa y su mensaje) con el único fin de atender su solicitud, enviarle la información pedida y, si así lo desea, nuestras novedades.\n\n' +
        'Con el formulario de contacto y con la solicitud de cita enviamos también el origen de su visita descrito arriba: la página por la que entró, el nombre del sitio que le trajo (por ejemplo, www.instagram.com, sin el resto de la dirección) y los parámetros de campaña del enlace. Lo conservamos junto a su solicitud para saber qué campañas y qué sitios nos traen consultas; no lo usamos para identificarle ni lo compartimos con terceros.',
    },
    {
      title: 'Conservación y seguridad',
      body: 'Conservamos sus datos solo durante el tiempo necesario para la finalidad para la que fueron recogidos y aplicamos medidas técnicas y organizativas razonables para protegerlos frente a accesos no autorizados, pérdida o alteración.',
    },
    {
      title: 'Sus derechos',
      body: 'Puede solicitar en cualquier momento el acceso, la rectificación o la eliminación de sus datos, así como darse de baja de nuestro boletín, escribiendo a {correo}.',
    },
    {
      title: 'Cómo gestionar o desactivar las cookies',
      body: 'Puede permitir, bloquear o eliminar las cookies desde la configuración de su navegador (Chrome, Safari, Firefox, Edge u otros). Los visitantes no necesitan ninguna; el personal que bloquee la cookie de sesión no podrá iniciar sesión en el área de administración.',
    },
    {
      title: 'Cambios en esta política',
      body: '{empresa} puede actualizar esta política para adaptarla a cambios legales o técnicos. La fecha de la última actualización figura al inicio de esta página. Le recomendamos revisarla periódicamente y consultar también nuestros {términos y condiciones}.',
    },
  ],
};

/** /terminos-y-condiciones. */
export const DEFAULT_TERMS: LegalPage = {
  title: 'Términos y Condiciones',
  updated: '02/08/2021',
  intro:
    'Le agradecemos que lea con atención estos Términos y Condiciones antes de utilizar el sitio web de {empresa}. Para cualquier consulta puede escribirnos a {correo}.',
  sections: [
    {
      title: 'Objeto',
      body: 'Estos Términos y Condiciones regulan el acceso y el uso del sitio web de {empresa}, empresa dedicada al suministro de mobiliario e interiorismo para espacios corporativos y de hospitality, con oficinas en {sector}, {ciudad}, {país}. El sitio ofrece información sobre nuestros servicios, marcas y proyectos, y permite contactarnos, solicitar citas y suscribirse a nuestro boletín.',
    },
    {
      title: 'Usuario',
      body:
        'Se considera usuario a toda persona que accede al sitio web. El acceso y el uso del sitio implican la aceptación plena de estos Términos y Condiciones.\n\n' +
        'Este sitio está dirigido exclusivamente a personas mayores de edad (18 años o más) residentes en la República Dominicana. Si usted no cumple estas condiciones, le rogamos que no utilice los formularios del sitio.',
    },
    {
      title: 'Acceso al sitio',
      body:
        'El acceso al sitio web es gratuito. El usuario se compromete a hacer un uso lícito, diligente y correcto del sitio y de sus contenidos, a facilitar datos veraces en los formularios y a no realizar actividades que puedan dañar, sobrecargar o impedir su normal funcionamiento.\n\n' +
        '{empresa} podrá modificar, suspender o interrumpir el acceso al sitio, total o parcialmente, por razones técnicas, de seguridad o de mantenimiento, sin necesidad de aviso previo.',
    },
    {
      title: 'Privacidad',
      body: 'El tratamiento de los datos personales que el usuario facilite a través del sitio se rige por nuestra {política de privacidad}, que forma parte de estos Términos y Condiciones.',
    },
    {
      title: 'Enlaces',
      body: 'El sitio puede contener enlaces a sitios web de terceros, como los de las marcas que representamos o nuestras redes sociales. {empresa} no controla ni se responsabiliza de los contenidos, políticas o prácticas de esos sitios, y el acceso a ellos es responsabilidad exclusiva del usuario.',
    },
    {
      title: 'Propiedad intelectual',
      body: 'Todos los contenidos del sitio (textos, fotografías, logotipos, diseños, marcas y código) son propiedad de {empresa} o de sus legítimos titulares y están protegidos por la legislación de propiedad intelectual e industrial. Queda prohibida su reproducción, distribución o transformación sin autorización previa y por escrito. Las marcas de terceros que aparecen en el sitio pertenecen a sus respectivos propietarios.',
    },
    {
      title: 'Legislación aplicable y jurisdicción',
      body: 'Estos Términos y Condiciones se rigen por las leyes de la República Dominicana. Para cualquier controversia derivada del uso del sitio, las partes se someten a los tribunales competentes de la ciudad de {ciudad}, República Dominicana.',
    },
  ],
};
