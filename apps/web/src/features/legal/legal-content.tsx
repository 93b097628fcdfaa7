import type { PageContent } from '@casa/core';
import { usePageContent } from '../../config/page-content.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { useLang } from '../../lib/lang.js';
import { LegalDocument } from './legal-document.js';
import { legalParagraphs } from './legal-text.js';

/**
 * A legal page as saved in Páginas. An English legal page is a text of its own: until its sections
 * are written, the English address shows the Spanish page whole, marked lang="es"
 * (docs/decisions/0026-english-site.md).
 */
export function LegalPage({ kind }: { kind: keyof PageContent['legal'] }) {
  const settings = useSiteSettings();
  const pageContent = usePageContent();
  const pageLang = useLang();
  const english = pageContent.en.legal[kind];
  const written = pageLang === 'en' && english.sections.length > 0 && english.title.trim() !== '';
  const lang = pageLang === 'en' && !written ? 'es' : pageLang;
  const page = written ? english : pageContent.legal[kind];
  return (
    <LegalDocument
      lang={lang}
      marked={lang !== pageLang}
      title={page.title}
      updated={page.updated}
      intro={legalParagraphs(page.intro, settings, page.updated, lang)}
      sections={page.sections.map((section) => ({
        title: section.title,
        body: legalParagraphs(section.body, settings, page.updated, lang),
      }))}
    />
  );
}
