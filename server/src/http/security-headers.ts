import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { BOOT_SCRIPT_SOURCE } from '../web/boot-script.js';
import { EARLY_TAPS_SOURCE } from '../web/early-taps.js';

/** Scheme + host of a URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png. */
export function templateOrigin(template: string | undefined): string | null {
  if (!template) return null;
  const match = /^(https?:\/\/[^/]+)/.exec(template);
  if (!match?.[1]) return null;
  // '{s}' subdomains become a wildcard source.
  return match[1].replace(/\{s\}\./, '*.');
}

type Directives = NonNullable<NonNullable<Parameters<typeof helmet.contentSecurityPolicy>[0]>['directives']>;

/** The CSP of a site that runs only its own scripts, letting the map tiles and the mailing-list provider work. */
function cspDirectives(config: Config, newsletterUrl: string | undefined): Directives {
  const tiles = templateOrigin(config.mapTileUrl);
  const newsletter = templateOrigin(newsletterUrl);
  const extra = (...sources: Array<string | null>) => sources.filter((source): source is string => source !== null);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    // The newsletter provider is only posted to (form-action): allowing it in script-src or
    // connect-src would let a JSONP endpoint there run script on this site. The only inline
    // scripts allowed are the pages' boot script and early-taps script, by their hashes.
    scriptSrc: ["'self'", BOOT_SCRIPT_SOURCE, EARLY_TAPS_SOURCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra(tiles)],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    formAction: ["'self'", ...extra(newsletter)],
    ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * helmet with a CSP for a site that runs only its own scripts, while still letting the map tiles
 * load and the newsletter form post to the mailing-list provider (both settings).
 */
export function securityHeaders(config: Config): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config, config.newsletterUrl) },
    // Images from /media may be shown by the desktop app's own origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.cookieSecure,
  });
}

/**
 * For a page whose newsletter form posts to the provider saved in Configuración (which may differ
 * from NEWSLETTER_URL): replaces the CSP header securityHeaders set, one helmet policy per provider.
 */
export function pageCsp(config: Config): (req: Request, res: Response, newsletterUrl: string | null) => void {
  const policies = new Map<string, RequestHandler>();
  return (req, res, newsletterUrl) => {
    const key = templateOrigin(newsletterUrl ?? undefined) ?? '';
    if (key === (templateOrigin(config.newsletterUrl) ?? '')) return;
    let policy = policies.get(key);
    if (!policy) {
      policy = helmet.contentSecurityPolicy({ useDefaults: false, directives: cspDirectives(config, newsletterUrl ?? undefined) });
      // Bounded: one entry per provider an admin has ever saved in this process's life.
      if (policies.size > 20) policies.clear();
      policies.set(key, policy);
    }
    policy(req, res, () => undefined);
  };
}
