import { LANG_LABELS, type Lead } from '@casa/core';
import { Typography } from 'antd';

/** 'Idioma: inglés' under an English lead's name in the inbox; nothing for a Spanish one, which most are. */
export function LeadLanguageLine({ lead }: { lead: Lead }) {
  const { language } = lead;
  return language === 'es' ? null : <Typography.Text type="secondary">Idioma: {LANG_LABELS[language]}</Typography.Text>;
}
