// Phone numbers as visitors and staff write them ('809-555-0123', '+1 (809) 555-0123',
// '0034 612 345 678') made into E.164 for `tel:` and WhatsApp links: the public site's footer,
// contact page and WhatsApp buttons, the admin's lead panel and the lead e-mails all use these.
// A number written without its country code gets the site's (`phoneCountryCode` in the site
// settings: 1, the Dominican Republic's, by default).

/** Fewer digits than this is no number anyone can call; E.164 allows at most 15. */
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;
/**
 * The longest number taken as national (to be given the country code) once a leading trunk 0 is
 * dropped: NANP numbers, the Dominican Republic's among them, are 10 digits. A longer one is taken
 * as already carrying its country code ('1 809 555 0123', '34 612 345 678').
 */
const NATIONAL_MAX_DIGITS = 10;

/** A country calling code: 1 to 3 digits, not starting with 0. */
export const COUNTRY_CODE_PATTERN = /^[1-9]\d{0,2}$/;

/**
 * The number in E.164 ('+18095550123'), or null when it cannot be one: empty, letters in it
 * ('ext. 4'), too few or too many digits.
 */
export function toE164(phone: string | null | undefined, countryCode: string): string | null {
  const text = (phone ?? '').trim();
  if (text === '' || !/^\+?[\d\s().\-/]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  let international: string | null;
  if (text.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else {
    const national = digits.replace(/^0/, '');
    if (national.length > NATIONAL_MAX_DIGITS) international = digits;
    else international = COUNTRY_CODE_PATTERN.test(countryCode) && national.length >= MIN_DIGITS ? `${countryCode}${national}` : null;
  }
  if (!international || international.startsWith('0') || international.length < MIN_DIGITS || international.length > MAX_DIGITS)
    return null;
  return `+${international}`;
}

/** `tel:+18095550123`, or null when the text is no phone number. */
export function telHref(phone: string | null | undefined, countryCode: string): string | null {
  const e164 = toE164(phone, countryCode);
  return e164 ? `tel:${e164}` : null;
}

/** `https://wa.me/18095550123`, with `message` prefilled in the chat when given; null when the text is no phone number. */
export function whatsappHref(phone: string | null | undefined, countryCode: string, message?: string): string | null {
  const e164 = toE164(phone, countryCode);
  if (!e164) return null;
  return `https://wa.me/${e164.slice(1)}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
}
