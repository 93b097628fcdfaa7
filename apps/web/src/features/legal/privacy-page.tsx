import type { SiteSettings } from '@casa/core';
import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../config/site-settings.js';
import { LegalDocument, type LegalSection } from './legal-document.js';

/** What the legal texts name: the company, its office and its sales e-mail, as saved in Configuración. */
interface LegalSite {
  name: string;
  address: SiteSettings['address'];
  salesEmail: string;
}

const UPDATED = '02/08/2021';

function sectionsOf(site: LegalSite): LegalSection[] {
  return [
    {
      title: '¿Qué son las cookies?',
      body: [
        <p key="p">
          Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador para reconocerlo en visitas o páginas
          posteriores.
        </p>,
      ],
    },
    {
      title: 'Cookies que utilizamos',
      body: [
        <p key="visitors">
          Este sitio no instala ninguna cookie a sus visitantes: puede leer todas sus páginas, suscribirse al boletín, solicitar una cita o
          enviarnos un mensaje sin ninguna cookie. No usamos cookies de análisis, de publicidad ni de seguimiento.
        </p>,
        <p key="visit-source">
          Lo único que el sitio guarda en su navegador, y solo mientras dura su visita, es de dónde llegó: la página por la que entró, el
          nombre del sitio que le trajo y, si el enlace los llevaba, sus parámetros de campaña (utm_source, utm_medium, utm_campaign,
          utm_term y utm_content). Lo guarda en el almacenamiento de sesión del navegador (sessionStorage), que se borra al cerrar la
          pestaña y que no se envía a nuestro servidor salvo con un formulario de contacto o de cita.
        </p>,
        <p key="staff">
          Solo el personal de {site.name} recibe cookies, al iniciar sesión en el área de administración, y todas son{' '}
          <strong>HttpOnly</strong> (el código de las páginas no puede leerlas) y solo se envían a este sitio: la de sesión, que la
          identifica y se borra al cerrar la sesión o cuando caduca; la de equipo, que durante 180 días recuerda que en ese navegador ya se
          inició sesión con esa cuenta, para que quien intente adivinar su contraseña desde otros equipos no le impida entrar; y, mientras
          se escribe el código de la verificación en dos pasos, una que dura unos minutos.
        </p>,
        <p key="third-parties">
          El mapa de nuestra oficina se dibuja con imágenes de un proveedor de mapas, que recibe la dirección IP de su navegador al
          servirlas; al suscribirse al boletín, sus datos se envían a nuestro proveedor de listas de correo. Esos proveedores se rigen por
          sus propias políticas de privacidad.
        </p>,
      ],
    },
    {
      title: 'Datos personales que recopilamos',
      body: [
        <p key="p">
          Cuando usted completa el formulario de contacto, solicita una cita o se suscribe a nuestro boletín, recopilamos los datos que nos
          facilita (nombre, correo electrónico, teléfono, empresa y su mensaje) con el único fin de atender su solicitud, enviarle la
          información pedida y, si así lo desea, nuestras novedades.
        </p>,
        <p key="origin">
          Con el formulario de contacto y con la solicitud de cita enviamos también el origen de su visita descrito arriba: la página por la
          que entró, el nombre del sitio que le trajo (por ejemplo, www.instagram.com, sin el resto de la dirección) y los parámetros de
          campaña del enlace. Lo conservamos junto a su solicitud para saber qué campañas y qué sitios nos traen consultas; no lo usamos
          para identificarle ni lo compartimos con terceros.
        </p>,
      ],
    },
    {
      title: 'Conservación y seguridad',
      body: [
        <p key="p">
          Conservamos sus datos solo durante el tiempo necesario para la finalidad para la que fueron recogidos y aplicamos medidas técnicas
          y organizativas razonables para protegerlos frente a accesos no autorizados, pérdida o alteración.
        </p>,
      ],
    },
    {
      title: 'Sus derechos',
      body: [
        <p key="p">
          Puede solicitar en cualquier momento el acceso, la rectificación o la eliminación de sus datos, así como darse de baja de nuestro
          boletín, escribiendo a <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a>.
        </p>,
      ],
    },
    {
      title: 'Cómo gestionar o desactivar las cookies',
      body: [
        <p key="p">
          Puede permitir, bloquear o eliminar las cookies desde la configuración de su navegador (Chrome, Safari, Firefox, Edge u otros).
          Los visitantes no necesitan ninguna; el personal que bloquee la cookie de sesión no podrá iniciar sesión en el área de
          administración.
        </p>,
      ],
    },
    {
      title: 'Cambios en esta política',
      body: [
        <p key="p">
          {site.name} puede actualizar esta política para adaptarla a cambios legales o técnicos. La fecha de la última actualización figura
          al inicio de esta página. Le recomendamos revisarla periódicamente y consultar también nuestros{' '}
          <Link to="/terminos-y-condiciones">Términos y Condiciones</Link>.
        </p>,
      ],
    },
  ];
}

/** /privacy and /politica-de-privacidad: the cookie and privacy policy, dated 02/08/2021. */
export default function PrivacyPage() {
  const settings = useSiteSettings();
  const site: LegalSite = { name: settings.companyName, address: settings.address, salesEmail: settings.divisions.corporativo.email };
  return (
    <LegalDocument
      eyebrow="Legal"
      title="Política de Privacidad y Cookies"
      updated={UPDATED}
      intro={
        <p>
          En {site.name} respetamos su privacidad. Esta política explica qué cookies utiliza este sitio web, qué datos personales
          recopilamos a través de sus formularios y cómo puede ejercer sus derechos. Fecha de entrada en vigor: {UPDATED}.
        </p>
      }
      sections={sectionsOf(site)}
    />
  );
}
