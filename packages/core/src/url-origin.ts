/**
 * The origin of an http(s) URL as a Content-Security-Policy source (`https://list.example.com`,
 * `http://127.0.0.1:8025`), or null when the URL has none a header can hold. Host names are
 * limited to letters, digits, '.' and '-' (after the URL parser's lower-casing and punycode):
 * whatever else a URL accepts in a host (',', ';', quotes) would split or break the policy.
 */
export function cspOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (!/^[a-z0-9.-]+$/.test(parsed.hostname)) return null;
  return parsed.origin;
}

/**
 * The source of a map tile template (`https://{s}.tile.example.org/{z}/{x}/{y}.png`): its origin,
 * with the `{s}` subdomain as a wildcard. null when the template has no origin a header can hold.
 */
export function cspTemplateOrigin(template: string): string | null {
  const wildcard = /^(https?:\/\/)\{s\}\./i.test(template);
  const origin = cspOrigin(template.replace(/\{s\}\./i, 'a.').replace(/\{[a-z]+\}/gi, '0'));
  if (origin === null) return null;
  return wildcard ? origin.replace(/^(https?:\/\/)a\./, '$1*.') : origin;
}
