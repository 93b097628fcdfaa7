import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUrl, stepAt, totp } from './totp.js';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 Appendix B: 8-digit codes for the ASCII seeds below, at these times (seconds).
  const seeds = {
    sha1: Buffer.from('12345678901234567890'),
    sha256: Buffer.from('12345678901234567890123456789012'),
    sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  const vectors: Array<[number, string, string, string]> = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];

  it.each(vectors)('at %i s gives the RFC’s codes for SHA-1, SHA-256 and SHA-512', (seconds, sha1, sha256, sha512) => {
    expect(totp(seeds.sha1, seconds * 1000, 8, 'sha1')).toBe(sha1);
    expect(totp(seeds.sha256, seconds * 1000, 8, 'sha256')).toBe(sha256);
    expect(totp(seeds.sha512, seconds * 1000, 8, 'sha512')).toBe(sha512);
  });

  it('gives RFC 4226’s HOTP values (Appendix D) with 6 digits', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(seeds.sha1, counter))).toEqual(expected);
  });

  it('accepts the code of the step before and after now, not two away, and says which step it was', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(matchingStep(seeds.sha1, hotp(seeds.sha1, step), now)).toBe(step);
    expect(matchingStep(seeds.sha1, hotp(seeds.sha1, step - 1), now)).toBe(step - 1);
    expect(matchingStep(seeds.sha1, hotp(seeds.sha1, step + 1), now)).toBe(step + 1);
    expect(matchingStep(seeds.sha1, hotp(seeds.sha1, step - 2), now)).toBeNull();
    expect(matchingStep(seeds.sha1, '12345', now)).toBeNull();
  });

  it('writes secrets in RFC 4648 base32 and reads them back, as authenticator apps do', () => {
    // RFC 4648 §10 test vectors, without padding.
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(Buffer.from('fooba'))).toBe('MZXW6YTB');
    expect(base32Decode('mzxw 6ytb oi')).toEqual(Buffer.from('foobar'));
    const secret = Buffer.from('0123456789abcdefghij');
    expect(base32Decode(base32Encode(secret))).toEqual(secret);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('names the site and the user in the otpauth:// URL', () => {
    const url = new URL(otpauthUrl({ issuer: 'Casa Mobilia', account: 'maría', secret: Buffer.from('foobar') }));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Casa Mobilia:maría');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'MZXW6YTBOI',
      issuer: 'Casa Mobilia',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
