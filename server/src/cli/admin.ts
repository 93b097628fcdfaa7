import { loadConfig } from '../config.js';
import { createDb, migrate } from '../db/knex.js';
import { isRole, MESSAGES } from '@casa/core';
import { AdminUserError, createAdminUser, disableTwoFactor, setAdminPassword } from '../features/auth/service.js';
import { listUsers } from '../features/users/service.js';
import { readPassword, readPipedLine } from './read-password.js';

const USAGE = `Uso:
  npm run admin -- create <usuario> [--role admin|editor]   crea un usuario (pide la contraseña)
  npm run admin -- set-password <usuario>                    cambia la contraseña y cierra sus sesiones
  npm run admin -- disable-2fa <usuario>                     desactiva su verificación en dos pasos (teléfono perdido)
  npm run admin -- list                                      lista los usuarios
La contraseña se lee sin eco; también puede llegar por la variable ADMIN_CLI_PASSWORD.`;

async function askNewPassword(): Promise<string> {
  if (process.env.ADMIN_CLI_PASSWORD) return process.env.ADMIN_CLI_PASSWORD;
  // CASE: piped in by a script: one line, nobody to ask twice.
  if (!process.stdin.isTTY) return readPipedLine();
  const first = await readPassword('Contraseña: ');
  const second = await readPassword('Repite la contraseña: ');
  if (first !== second) throw new AdminUserError('Las contraseñas no coinciden.');
  return first;
}

async function run(args: string[]): Promise<void> {
  const [command, username, ...rest] = args;
  const config = loadConfig();
  const db = createDb(config);
  try {
    await migrate(db);
    switch (command) {
      case 'create': {
        if (!username) throw new AdminUserError(USAGE);
        const roleIndex = rest.indexOf('--role');
        const role = roleIndex >= 0 ? rest[roleIndex + 1] : 'editor';
        if (!isRole(role)) throw new AdminUserError(MESSAGES.roleInvalid);
        await createAdminUser({ db }, { username, password: await askNewPassword(), role });
        console.log(`Usuario "${username}" creado.`);
        break;
      }
      case 'set-password':
        if (!username) throw new AdminUserError(USAGE);
        await setAdminPassword({ db }, username, await askNewPassword());
        console.log(`Contraseña de "${username}" actualizada; sus sesiones abiertas se cerraron.`);
        break;
      case 'disable-2fa':
        if (!username) throw new AdminUserError(USAGE);
        console.log(
          (await disableTwoFactor({ db }, username))
            ? `Verificación en dos pasos de "${username}" desactivada: entra solo con su contraseña y puede activarla de nuevo en Mi cuenta.`
            : `"${username}" no tenía la verificación en dos pasos activada.`,
        );
        break;
      case 'list': {
        const users = await listUsers({ db });
        if (users.length === 0) console.log('No hay usuarios.');
        for (const user of users) {
          const state = `${user.disabled ? 'desactivado' : 'activo'}${user.twoFactorEnabled ? '\tdos pasos' : ''}`;
          console.log(`${user.id}\t${user.username}\t${user.role}\t${user.createdAt ?? ''}\t${state}`);
        }
        break;
      }
      default:
        throw new AdminUserError(USAGE);
    }
  } finally {
    await db.destroy();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
