import { afterEach, describe, expect, it } from 'vitest';
import { rememberVisitSource, visitSource } from './visit-source.js';

const at = (href: string) => ({ href }) as Location;

afterEach(() => window.sessionStorage.clear());

describe('the visit’s source', () => {
  it('keeps the first page, the other site that sent the visitor and the campaign tags, for the whole visit', () => {
    rememberVisitSource(
      at('https://casamobilia.do/hospitality?utm_source=instagram&utm_campaign=verano&utm_medium=social&fbclid=x'),
      'https://l.instagram.com/?u=https%3A%2F%2Fcasamobilia.do',
    );
    // Two pages later, from this same site: the first record stays.
    rememberVisitSource(at('https://casamobilia.do/hospitality/contacto?utm_source=otro'), 'https://casamobilia.do/hospitality');
    expect(visitSource()).toEqual({
      landingPage: '/hospitality',
      referrer: 'l.instagram.com',
      utmSource: 'instagram',
      utmMedium: 'social',
      utmCampaign: 'verano',
    });
    // Never a cookie.
    expect(document.cookie).toBe('');
  });

  it('keeps no referrer for this same site or for a non-web address, and cleans and cuts the tags', () => {
    rememberVisitSource(
      at(`https://casamobilia.do/?utm_source=%20insta%0Agram%20&utm_term=${'x'.repeat(300)}`),
      'https://casamobilia.do/otra',
    );
    expect(visitSource()).toEqual({ landingPage: '/', utmSource: 'insta gram', utmTerm: 'x'.repeat(255) });
    window.sessionStorage.clear();
    rememberVisitSource(at('https://casamobilia.do/corporativo'), 'android-app://com.google.android.gm/');
    expect(visitSource()).toEqual({ landingPage: '/corporativo' });
  });

  it('sends nothing when nothing was kept, or what was kept is not its own', () => {
    expect(visitSource()).toBeUndefined();
    window.sessionStorage.setItem('casa:visit-source', '{"utmSource": 5, "other": "x", "utmCampaign": "ok"}');
    expect(visitSource()).toEqual({ utmCampaign: 'ok' });
    window.sessionStorage.setItem('casa:visit-source', 'not json');
    expect(visitSource()).toBeUndefined();
  });
});
