/** The codings an Accept-Encoding header allows (q above 0). */
export function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to send among those `available`: brotli, then gzip, then none, as Accept-Encoding allows. */
export function chooseEncoding(acceptEncoding: string | undefined, available: (encoding: Encoding) => boolean): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = acceptedEncodings(acceptEncoding);
  if (available('br') && (accepted.has('br') || accepted.has('*'))) return 'br';
  if (available('gzip') && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return 'identity';
}

/** If-None-Match against an ETag, with the weak comparison HTTP uses for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}
