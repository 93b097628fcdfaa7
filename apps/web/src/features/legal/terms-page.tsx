import { useSiteSettings } from '../../config/site-settings.js';
import { usePageContent } from '../../config/page-content.js';
import { LegalDocument } from './legal-document.js';
import { legalParagraphs } from './legal-text.js';

/** /terms and /terminos-y-condiciones, as saved in Páginas. */
export default function TermsPage() {
  const settings = useSiteSettings();
  const page = usePageContent().legal.terms;
  return (
    <LegalDocument
      eyebrow="Legal"
      title={page.title}
      updated={page.updated}
      intro={legalParagraphs(page.intro, settings, page.updated)}
      sections={page.sections.map((section) => ({ title: section.title, body: legalParagraphs(section.body, settings, page.updated) }))}
    />
  );
}
