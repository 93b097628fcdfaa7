// Test-only (a vitest setup file of the `server` project): accounts made by the API tests are
// hashed at bcrypt's lowest cost, so the suite's many sign-ins cost milliseconds instead of a
// quarter second of CPU each. The tests whose subject is the hash's cost or its queue set the
// real cost back (withRealHashCost, passwords/bcrypt.test.ts).
import { BCRYPT_COST, setHashCostForTests } from '../passwords/bcrypt.js';

const TEST_HASH_COST = 4;
setHashCostForTests(TEST_HASH_COST);

/** Runs `work` with the production cost (what an account made by the app really gets). */
export async function withRealHashCost<T>(work: () => Promise<T>): Promise<T> {
  setHashCostForTests(BCRYPT_COST);
  try {
    return await work();
  } finally {
    setHashCostForTests(TEST_HASH_COST);
  }
}
