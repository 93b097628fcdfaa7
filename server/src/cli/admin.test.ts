import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The CLI as staff run it, from source, against its own SQLite data folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-cli-test-'));
const cli = path.resolve(import.meta.dirname, 'admin.ts');

function run(args: string[], input = '') {
  const result = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', cli, ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_CLI_PASSWORD: '' },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Each case spawns the CLI under tsx: generous time for a busy machine.
describe('npm run admin', { timeout: 120_000 }, () => {
  it('creates a user with a piped password and lists it', () => {
    expect(run(['create', 'maria'], 'clave-de-maria\n')).toMatchObject({
      status: 0,
      out: expect.stringContaining('Usuario "maria" creado.'),
    });
    const list = run(['list']);
    expect(list.status).toBe(0);
    expect(list.out).toMatch(/\tmaria\teditor\t.*\tactivo\n/);
  });

  it('refuses a duplicate, a short password and an unknown user with a Spanish message and exit code 1', () => {
    expect(run(['create', 'maria'], 'otra-clave-larga\n')).toMatchObject({ status: 1, out: expect.stringContaining('ya existe') });
    expect(run(['create', 'pepe'], 'clave-corta\n')).toMatchObject({ status: 1, out: expect.stringContaining('al menos 12 caracteres') });
    expect(run(['create', 'pepe'], 'qwerty123456\n')).toMatchObject({
      status: 1,
      out: expect.stringContaining('Esa contraseña está en las listas de contraseñas más usadas o filtradas'),
    });
    expect(run(['create', 'pepe', '--role', 'jefe'], 'clave-larga-1\n')).toMatchObject({
      status: 1,
      out: expect.stringContaining('El rol debe ser admin o editor'),
    });
    expect(run(['set-password', 'nadie'], 'clave-larga-1\n')).toMatchObject({ status: 1, out: expect.stringContaining('no existe') });
  });

  it('refuses a password over 72 bytes of UTF-8 even when it has fewer than 72 characters', () => {
    // 40 characters, 80 bytes: bcrypt would silently ignore the last 4 letters.
    expect(run(['create', 'pepe'], `${'ñ'.repeat(40)}\n`)).toMatchObject({
      status: 1,
      out: expect.stringContaining('como máximo 72 bytes'),
    });
    expect(run(['list']).out).not.toMatch(/\tpepe\t/);
  });

  it('turns off a user’s second factor (a lost phone)', async () => {
    const { createDb } = await import('../db/knex.js');
    const db = createDb({ sqliteFile: path.join(dataDir, 'site.sqlite') });
    try {
      await db('admin_users').where({ username: 'maria' }).update({ totp_secret: 'v1.sealed', recovery_codes: '[]' });
      expect(run(['list']).out).toMatch(/\tmaria\teditor\t.*\tactivo\tdos pasos\n/);
      expect(run(['disable-2fa', 'maria'])).toMatchObject({ status: 0, out: expect.stringContaining('desactivada') });
      expect(await db('admin_users').where({ username: 'maria' }).first()).toMatchObject({ totp_secret: null, recovery_codes: null });
      expect(run(['disable-2fa', 'maria']).out).toContain('no tenía la verificación en dos pasos activada');
      expect(run(['disable-2fa', 'nadie'])).toMatchObject({ status: 1, out: expect.stringContaining('no existe') });
    } finally {
      await db.destroy();
    }
  });

  it('prints the usage for an unknown command', () => {
    expect(run(['borrar-todo'])).toMatchObject({ status: 1, out: expect.stringContaining('Uso:') });
  });
});
