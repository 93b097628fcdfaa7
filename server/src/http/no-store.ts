import type { Response } from 'express';
import onHeaders from 'on-headers';

/**
 * `Cache-Control: no-store` on this answer, whatever a route sets later: it is set as the headers
 * go out, and only if `when()` then says so (it may look at the status and the content type).
 */
export function noStore(res: Response, when: () => boolean = () => true): void {
  onHeaders(res, function setNoStore(this: Response) {
    if (when()) this.setHeader('Cache-Control', 'no-store');
  });
}
