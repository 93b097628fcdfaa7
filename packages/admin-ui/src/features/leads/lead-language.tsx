import { isLang, type Lang, LANG_LABELS, type Lead } from '@casa/core';
import { Typography } from 'antd';

/**
 * The language of the page the lead's form was on (docs/decisions/0026-english-site.md). The API
 * answers it as `language`; a lead from before the English site has none and is Spanish.
 */
export function leadLanguage(lead: Lead): Lang {
  const language = (lead as Lead & { language?: unknown }).language;
  return isLang(language) ? language : 'es';
}

/** 'Idioma: inglés' under an English lead's name in the inbox; nothing for a Spanish one, which most are. */
export function LeadLanguageLine({ lead }: { lead: Lead }) {
  const language = leadLanguage(lead);
  return language === 'es' ? null : <Typography.Text type="secondary">Idioma: {LANG_LABELS[language]}</Typography.Text>;
}
