import { LegalPage } from './legal-content.js';

/** /privacy, /politica-de-privacidad and /en/privacy-policy: the cookie and privacy policy, as saved in Páginas. */
export default function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
