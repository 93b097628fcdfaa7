import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../config.js';

/** Scheme + host of a URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png. */
export function templateOrigin(template: string | undefined): string | null {
  if (!template) return null;
  const match = /^(https?:\/\/[^/]+)/.exec(template);
  if (!match?.[1]) return null;
  // '{s}' subdomains become a wildcard source.
  return match[1].replace(/\{s\}\./, '*.');
}

/**
 * helmet with a CSP for a site that runs only its own scripts, while still letting the map tiles
 * load and the newsletter form post to the mailing-list provider (both settings).
 */
export function securityHeaders(config: Config): RequestHandler {
  const tiles = templateOrigin(config.mapTileUrl);
  const newsletter = templateOrigin(config.newsletterUrl);
  const extra = (...sources: Array<string | null>) => sources.filter((source): source is string => source !== null);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // The newsletter provider is only posted to (form-action): allowing it in script-src or
        // connect-src would let a JSONP endpoint there run script on this site.
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra(tiles)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", ...extra(newsletter)],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Images from /media may be shown by the desktop app's own origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.cookieSecure,
  });
}
