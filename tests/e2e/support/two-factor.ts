import { type APIRequestContext, expect, request } from '@playwright/test';
import { base32Decode, hotp, stepAt } from '../../../server/src/features/auth/totp';
import { E2E } from './env';

/**
 * What an authenticator app would show for `secret`, `offset` 30-second steps from now. A code
 * works once: a sign-in right after the set-up uses the next step's code (the server takes one
 * step either side of now).
 */
export function totpCode(secret: string, offset = 0): string {
  return hotp(base32Decode(secret), stepAt(Date.now()) + offset);
}

/** A unique username (no spaces) and a password that meets the rule, per run. */
export function newAccount(prefix: string): { username: string; password: string } {
  const username = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username, password: `clave-de-${username}` };
}

async function signedIn(username: string, password: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: E2E.baseUrl });
  expect((await api.post('/api/auth/login', { data: { username, password } })).status()).toBe(200);
  return api;
}

/** Creates an editor through the API as the e2e admin. */
export async function createEditor(account: { username: string; password: string }): Promise<void> {
  const admin = await signedIn(E2E.adminUsername, E2E.adminPassword);
  expect((await admin.post('/api/users', { data: { ...account, role: 'editor' } })).status()).toBe(201);
  await admin.dispose();
}

/** An editor with two-step sign-in on, set up through the API; answers the secret. */
export async function editorWithTwoFactor(account: { username: string; password: string }): Promise<string> {
  await createEditor(account);
  const api = await signedIn(account.username, account.password);
  const { secret } = (await (await api.post('/api/auth/2fa/setup')).json()) as { secret: string };
  expect((await api.post('/api/auth/2fa/enable', { data: { code: totpCode(secret) } })).status()).toBe(200);
  await api.dispose();
  return secret;
}
