import { INTL_LOCALES, type Lang } from '@casa/core';

// A figure as Configuración stores it: a prefix ('+'), a whole number written the Spanish way
// (1.500 or 1 500, or plain digits) and a suffix ('+', '%', ' m²').
const FIGURE = /^(\D*?)(\d{1,3}(?:[.\u00a0 ]\d{3})+|\d+)(\D*)$/;

/**
 * A statistic's value as a page in `lang` shows it. The Spanish page shows it exactly as typed in
 * Configuración; the English page writes its number the English way (1.500 → 1,500) with Intl.
 * A value that is not a whole number with a prefix or suffix ('Global') is shown as it is.
 */
export function statValue(value: string, lang: Lang): string {
  if (lang === 'es') return value;
  const match = FIGURE.exec(value.trim());
  if (!match) return value;
  const [, prefix = '', digits = '', suffix = ''] = match;
  const number = Number(digits.replace(/\D/g, ''));
  if (!Number.isSafeInteger(number)) return value;
  return `${prefix}${new Intl.NumberFormat(INTL_LOCALES[lang]).format(number)}${suffix}`;
}
