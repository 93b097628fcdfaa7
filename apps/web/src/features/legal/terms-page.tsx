import { LegalPage } from './legal-content.js';

/** /terms, /terminos-y-condiciones and /en/terms, as saved in Páginas. */
export default function TermsPage() {
  return <LegalPage kind="terms" />;
}
