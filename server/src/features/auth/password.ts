import bcrypt from 'bcryptjs';

/** docs/architecture.md §Auth: bcrypt, cost ≥ 12. */
export const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

// Compared against when the username is unknown, so that case costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** true only for the right password; never throws on a malformed stored hash. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  try {
    if (hash === null) {
      await bcrypt.compare(password, await (dummyHash ??= bcrypt.hash('not-a-password', BCRYPT_COST)));
      return false;
    }
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}
