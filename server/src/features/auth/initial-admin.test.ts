import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../deps.js';
import { startTestApp, type TestApp } from '../../test-support/harness.js';
import { verifyPassword } from '../../passwords/bcrypt.js';
import { ensureInitialAdmin, INITIAL_PASSWORD_FILE } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('first admin on a new data folder', () => {
  it('writes a generated password only to its owner-only file; the log names the file, never the password', async () => {
    await t.db('admin_sessions').delete();
    await t.db('admin_users').delete();
    const lines: string[] = [];
    const log: Logger = { info: (message) => lines.push(message), error: (message) => lines.push(message) };
    const result = await ensureInitialAdmin({
      ...t.deps,
      log,
      config: { ...t.deps.config, adminUsername: 'jefa', adminPassword: undefined },
    });

    expect(result.created).toBe(true);
    const file = result.passwordFile!;
    expect(file.endsWith(INITIAL_PASSWORD_FILE)).toBe(true);
    const [username, password] = fs.readFileSync(file, 'utf8').split('\n');
    expect(username).toBe('jefa');
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const row = await t.db('admin_users').where({ username: 'jefa' }).first();
    expect(await verifyPassword(password!, row.password)).toBe(true);

    expect(lines.join('\n')).toContain(file);
    expect(lines.join('\n')).not.toContain(password);
  });

  it('does nothing once an admin exists', async () => {
    expect(await ensureInitialAdmin(t.deps)).toEqual({ created: false, passwordFile: null });
  });
});
