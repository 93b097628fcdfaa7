import { type Lang, paragraphs, shownText, type SiteSettings, sitePath } from '@casa/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TEXTS } from './texts.js';

/** The words in braces a legal text may hold (LEGAL_PLACEHOLDERS in @casa/core/content). */
const PLACEHOLDER = /\{(empresa|correo|sector|ciudad|país|fecha|política de privacidad|términos y condiciones)\}/g;

/** One paragraph of a legal text, plain text with its words in braces filled in from Configuración. */
function filled(text: string, settings: SiteSettings, updated: string, lang: Lang): ReactNode[] {
  const email = settings.divisions.corporativo.email;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(last, match.index));
    const key = `${match.index}`;
    switch (match[1]) {
      case 'empresa':
        parts.push(settings.companyName);
        break;
      case 'correo':
        parts.push(
          <a key={key} href={`mailto:${email}`}>
            {email}
          </a>,
        );
        break;
      case 'sector':
        parts.push(settings.address.area);
        break;
      case 'ciudad':
        parts.push(settings.address.city);
        break;
      case 'país':
        parts.push(shownText(settings.address.country, settings.en.country, lang).text);
        break;
      case 'fecha':
        parts.push(updated);
        break;
      case 'política de privacidad':
        parts.push(
          <Link key={key} to={sitePath('privacy', lang)}>
            {TEXTS[lang].privacyLink}
          </Link>,
        );
        break;
      default:
        parts.push(
          <Link key={key} to={sitePath('terms', lang)}>
            {TEXTS[lang].termsLink}
          </Link>,
        );
    }
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

/** A legal text in `lang` as paragraphs (a blank line between them), never HTML. */
export function legalParagraphs(text: string, settings: SiteSettings, updated: string, lang: Lang): ReactNode[] {
  return paragraphs(text).map((paragraph, index) => <p key={index}>{filled(paragraph, settings, updated, lang)}</p>);
}
