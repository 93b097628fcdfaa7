import type { SignedInUser } from '@casa/core';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the session middleware when a valid session cookie came with the request. */
      user?: SignedInUser;
    }
  }
}

export {};
