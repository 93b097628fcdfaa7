import type { SignedInUser } from '@casa/core';
import { createContext, useContext } from 'react';

const SignedInUserContext = createContext<SignedInUser | null>(null);

/** Given by the admin's session gate to every screen behind it. */
export const SignedInUserProvider = SignedInUserContext.Provider;

/** Who is signed in, on a screen behind the session gate (app/session-gate.tsx). */
export function useSignedInUser(): SignedInUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is only for the screens behind the session gate');
  return user;
}
