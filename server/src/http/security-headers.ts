import { cspOrigin, cspTemplateOrigin } from '@casa/core';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { BOOT_SCRIPT_SOURCE } from '../web/boot-script.js';
import { EARLY_TAPS_SOURCE } from '../web/early-taps.js';

type Directives = NonNullable<NonNullable<Parameters<typeof helmet.contentSecurityPolicy>[0]>['directives']>;

/** The CSP of a site that runs only its own scripts, letting the map tiles and the mailing-list provider work. */
function cspDirectives(config: Config, newsletterUrl: string | undefined): Directives {
  const tiles = cspTemplateOrigin(config.mapTileUrl);
  const newsletter = newsletterUrl ? cspOrigin(newsletterUrl) : null;
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
 * It never fails the page: a provider whose origin no header can hold (the settings schema refuses
 * them, but a stored row may predate that rule) leaves the default policy, and anything helmet
 * throws is logged and does the same.
 */
export function pageCsp(
  config: Config,
  logError: (message: string, error?: unknown) => void,
): (req: Request, res: Response, newsletterUrl: string | null) => void {
  const policies = new Map<string, RequestHandler>();
  const defaultSource = config.newsletterUrl ? cspOrigin(config.newsletterUrl) : null;
  return (req, res, newsletterUrl) => {
    const source = newsletterUrl ? cspOrigin(newsletterUrl) : null;
    if (source === defaultSource) return;
    const key = source ?? '';
    try {
      let policy = policies.get(key);
      if (!policy) {
        policy = helmet.contentSecurityPolicy({ useDefaults: false, directives: cspDirectives(config, source ?? undefined) });
        // Bounded: one entry per provider an admin has ever saved in this process's life.
        if (policies.size > 20) policies.clear();
        policies.set(key, policy);
      }
      policy(req, res, () => undefined);
    } catch (error) {
      logError(`No se pudo construir la CSP de la página para el proveedor ${key}; se usa la predeterminada`, error);
    }
  };
}
