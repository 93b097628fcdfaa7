import type { Response } from 'express';
import onHeaders from 'on-headers';

/**
 * `Cache-Control: no-store` on this answer, whatever a route sets later: it is set as the headers
 * go out. For answers with personal data (signed-in requests, routes that need a session), so a
 * shared computer's browser keeps no copy of them.
 */
export function noStore(res: Response): void {
  if (res.locals.noStore === true) return;
  res.locals.noStore = true;
  onHeaders(res, function setNoStore(this: Response) {
    this.setHeader('Cache-Control', 'no-store');
  });
}
