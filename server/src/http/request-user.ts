import type { SignedInUser } from '@casa/core';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by the session middleware when a valid session cookie came with the request. */
      user?: SignedInUser;
      /**
       * Set instead of `user` for an admin held to setting up a second factor
       * (docs/decisions/0015-device-cookies-and-two-step-sign-in.md): routes that test `req.user`
       * treat that session as anonymous; only requireSession lets it through.
       */
      heldUser?: SignedInUser;
    }
  }
}

export {};
