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

function sectionsOf(site: LegalSite): LegalSection[] {
  return [
    {
      title: 'Objeto',
      body: [
        <p key="p">
          Estos Términos y Condiciones regulan el acceso y el uso del sitio web de {site.name}, empresa dedicada al suministro de mobiliario
          e interiorismo para espacios corporativos y de hospitality, con oficinas en {site.address.area}, {site.address.city},{' '}
          {site.address.country}. El sitio ofrece información sobre nuestros servicios, marcas y proyectos, y permite contactarnos,
          solicitar citas y suscribirse a nuestro boletín.
        </p>,
      ],
    },
    {
      title: 'Usuario',
      body: [
        <p key="p1">
          Se considera usuario a toda persona que accede al sitio web. El acceso y el uso del sitio implican la aceptación plena de estos
          Términos y Condiciones.
        </p>,
        <p key="p2">
          Este sitio está dirigido exclusivamente a personas mayores de edad (18 años o más) residentes en la República Dominicana. Si usted
          no cumple estas condiciones, le rogamos que no utilice los formularios del sitio.
        </p>,
      ],
    },
    {
      title: 'Acceso al sitio',
      body: [
        <p key="p1">
          El acceso al sitio web es gratuito. El usuario se compromete a hacer un uso lícito, diligente y correcto del sitio y de sus
          contenidos, a facilitar datos veraces en los formularios y a no realizar actividades que puedan dañar, sobrecargar o impedir su
          normal funcionamiento.
        </p>,
        <p key="p2">
          {site.name} podrá modificar, suspender o interrumpir el acceso al sitio, total o parcialmente, por razones técnicas, de seguridad
          o de mantenimiento, sin necesidad de aviso previo.
        </p>,
      ],
    },
    {
      title: 'Privacidad',
      body: [
        <p key="p">
          El tratamiento de los datos personales que el usuario facilite a través del sitio se rige por nuestra{' '}
          <Link to="/politica-de-privacidad">Política de Privacidad y Cookies</Link>, que forma parte de estos Términos y Condiciones.
        </p>,
      ],
    },
    {
      title: 'Enlaces',
      body: [
        <p key="p">
          El sitio puede contener enlaces a sitios web de terceros, como los de las marcas que representamos o nuestras redes sociales.{' '}
          {site.name} no controla ni se responsabiliza de los contenidos, políticas o prácticas de esos sitios, y el acceso a ellos es
          responsabilidad exclusiva del usuario.
        </p>,
      ],
    },
    {
      title: 'Propiedad intelectual',
      body: [
        <p key="p">
          Todos los contenidos del sitio (textos, fotografías, logotipos, diseños, marcas y código) son propiedad de {site.name} o de sus
          legítimos titulares y están protegidos por la legislación de propiedad intelectual e industrial. Queda prohibida su reproducción,
          distribución o transformación sin autorización previa y por escrito. Las marcas de terceros que aparecen en el sitio pertenecen a
          sus respectivos propietarios.
        </p>,
      ],
    },
    {
      title: 'Legislación aplicable y jurisdicción',
      body: [
        <p key="p">
          Estos Términos y Condiciones se rigen por las leyes de la República Dominicana. Para cualquier controversia derivada del uso del
          sitio, las partes se someten a los tribunales competentes de la ciudad de {site.address.city}, República Dominicana.
        </p>,
      ],
    },
  ];
}

/** /terms and /terminos-y-condiciones. */
export default function TermsPage() {
  const settings = useSiteSettings();
  const site: LegalSite = { name: settings.companyName, address: settings.address, salesEmail: settings.divisions.corporativo.email };
  return (
    <LegalDocument
      eyebrow="Legal"
      title="Términos y Condiciones"
      updated="02/08/2021"
      intro={
        <p>
          Le agradecemos que lea con atención estos Términos y Condiciones antes de utilizar el sitio web de {site.name}. Para cualquier
          consulta puede escribirnos a <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a>.
        </p>
      }
      sections={sectionsOf(site)}
    />
  );
}
