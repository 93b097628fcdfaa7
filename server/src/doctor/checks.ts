import fs from 'node:fs';
import path from 'node:path';
import { type Config, loadConfig } from '../config.js';
import { createDb, dialectOf, pendingMigrations } from '../db/knex.js';
import { readBackupState } from '../features/backup/schedule-repo.js';
import { formatBytes } from '../features/backup/service.js';
import { webClientDir } from '../web/web-build.js';
import { probeSmtp } from './smtp-probe.js';

export type Level = 'ok' | 'aviso' | 'error';
export interface Finding {
  level: Level;
  text: string;
}

const ok = (text: string): Finding => ({ level: 'ok', text });
const warn = (text: string): Finding => ({ level: 'aviso', text });
const fail = (text: string): Finding => ({ level: 'error', text });
/** Disk sizes in GB past one (formatBytes stops at MB, the size of a backup). */
const size = (bytes: number) => (bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1).replace('.', ',')} GB` : formatBytes(bytes));
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** Below this much free space a backup (every image) may not fit: a warning; below the second, an error. */
const LOW_DISK_BYTES = 2 * 1024 ** 3;
const FULL_DISK_BYTES = 200 * 1024 ** 2;

function nodeVersion(): Finding {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major > 20 || (major === 20 && minor >= 19)
    ? ok(`Node.js ${process.versions.node}`)
    : fail(`Node.js ${process.versions.node}: se necesita 20.19 o posterior (22 o 24 en producción)`);
}

function webBuild(config: Config): Finding {
  const entry = path.join(config.webDist, 'server', 'entry-server.js');
  return fs.existsSync(path.join(webClientDir(config.webDist), 'index.html')) && fs.existsSync(entry)
    ? ok(`Compilación del sitio en ${config.webDist}`)
    : fail(`Falta la compilación del sitio en ${config.webDist}: ejecuta npm run build`);
}

function publicUrl(config: Config): Finding {
  if (config.publicUrl.startsWith('https://')) return ok(`PUBLIC_URL es https: ${config.publicUrl}`);
  if (config.production) return warn(`PUBLIC_URL no es https (${config.publicUrl}) y ALLOW_HTTP=true: claves y sesiones viajan sin cifrar`);
  return warn(
    `PUBLIC_URL no es https (${config.publicUrl}): vale para probar en un equipo; en producción pon el sitio tras HTTPS (docs/deploy.md)`,
  );
}

function cookie(config: Config): Finding {
  if (config.cookieSecure) return ok('La cookie de sesión solo viaja por HTTPS (Secure)');
  if (config.publicUrl.startsWith('https://'))
    return fail('COOKIE_SECURE=false con un PUBLIC_URL https: la cookie de sesión podría viajar sin cifrar; quita COOKIE_SECURE');
  return warn('La cookie de sesión viaja también por HTTP (PUBLIC_URL no es https)');
}

/** docs/deploy.md "TRUST_PROXY for each layout". */
function trustProxy(config: Config): Finding {
  const value = config.trustProxy;
  if (value === true) {
    return warn(
      'TRUST_PROXY=true cree cualquier X-Forwarded-For: un visitante que lo invente cambia de dirección en cada intento y esquiva el límite de inicios de sesión; pon el número de proxies o sus direcciones',
    );
  }
  if (value === false) {
    return config.publicUrl.startsWith('https://')
      ? warn(
          'TRUST_PROXY=false con un PUBLIC_URL https: tras un proxy todos los visitantes tendrían su dirección y compartirían un solo límite de intentos',
        )
      : ok('TRUST_PROXY=false: el servidor recibe a los visitantes directamente');
  }
  if (typeof value === 'number') return ok(`TRUST_PROXY=${value}: ${value === 1 ? 'un proxy' : `${value} proxies`} delante del servidor`);
  if (value === 'loopback' && config.host !== '127.0.0.1' && config.host !== 'localhost' && config.host !== '::1') {
    return warn(
      `TRUST_PROXY=loopback y HOST=${config.host}: bien con Caddy en este equipo; si el proxy o balanceador está en otra máquina, pon su dirección o TRUST_PROXY=1, o todos los visitantes compartirán un límite de intentos`,
    );
  }
  return ok(`TRUST_PROXY=${value}`);
}

async function dataFolder(config: Config): Promise<Finding[]> {
  const folder = config.dataDir;
  if (!fs.existsSync(folder)) return [warn(`La carpeta de datos ${folder} no existe todavía: el servidor la crea al iniciar`)];
  const probe = path.join(folder, `.doctor-${process.pid}`);
  try {
    await fs.promises.writeFile(probe, '');
    await fs.promises.rm(probe);
  } catch (error) {
    return [fail(`No se puede escribir en la carpeta de datos ${folder}: ${reason(error)}`)];
  }
  const mode = (await fs.promises.stat(folder)).mode & 0o777;
  const findings = [
    mode & 0o077
      ? warn(
          `La carpeta de datos ${folder} tiene permisos ${mode.toString(8)}: ponlos en 700 (chmod 700 ${folder}); guarda la base de datos y las copias`,
        )
      : ok(`Carpeta de datos ${folder} con permisos 700`),
  ];
  try {
    const stats = await fs.promises.statfs(folder);
    const free = stats.bavail * stats.bsize;
    const text = `Espacio libre en la carpeta de datos: ${size(free)} de ${size(stats.blocks * stats.bsize)}`;
    findings.push(free < FULL_DISK_BYTES ? fail(text) : free < LOW_DISK_BYTES ? warn(`${text}: poco para las copias`) : ok(text));
  } catch (error) {
    findings.push(warn(`No se pudo leer el espacio libre: ${reason(error)}`));
  }
  return findings;
}

async function mail(config: Config): Promise<Finding[]> {
  if (!config.mail.smtpUrl) return [warn('Notificaciones desactivadas (SMTP_URL vacío): las solicitudes solo quedan en el panel')];
  const server = new URL(config.mail.smtpUrl);
  const findings: Finding[] = [];
  try {
    const greeting = await probeSmtp(config.mail.smtpUrl);
    findings.push(ok(`SMTP ${server.hostname}:${server.port || (server.protocol === 'smtps:' ? 465 : 587)} responde a EHLO (${greeting})`));
  } catch (error) {
    findings.push(fail(`SMTP ${server.hostname}: ${reason(error)}; los avisos de solicitudes no saldrán`));
  }
  for (const [division, to] of Object.entries(config.mail.to)) {
    if (to.length === 0) findings.push(warn(`Nadie recibe los avisos de ${division}: pon LEADS_TO o LEADS_TO_${division.toUpperCase()}`));
  }
  return findings;
}

function hoursAgo(iso: string, now: Date): number {
  return (now.getTime() - Date.parse(iso)) / 3600_000;
}

async function database(config: Config, now: Date): Promise<Finding[]> {
  // CASE: a new SQLite data folder: opening the file would create it; the server does that.
  if (!config.databaseUrl && !fs.existsSync(config.sqliteFile)) {
    return [warn(`La base de datos SQLite ${config.sqliteFile} aún no existe: el servidor la crea al iniciar`)];
  }
  const db = createDb(config);
  const engine = dialectOf(db) === 'pg' ? 'PostgreSQL' : `SQLite ${config.sqliteFile}`;
  try {
    try {
      await db.raw('select 1');
    } catch (error) {
      return [fail(`La base de datos (${engine}) no responde: ${reason(error)}`)];
    }
    const findings = [ok(`Base de datos ${engine} responde`)];
    let pending: string[];
    try {
      pending = await pendingMigrations(db);
    } catch {
      return [...findings, warn('La base de datos está vacía: el servidor la prepara (migraciones) al iniciar')];
    }
    findings.push(
      pending.length === 0
        ? ok('Migraciones al día')
        : warn(`Faltan ${pending.length} migraciones: el servidor las aplica al iniciar (reinícialo tras actualizar)`),
    );
    if (config.backupEveryMs <= 0) {
      findings.push(warn('Copias programadas desactivadas (BACKUP_EVERY_HOURS=0): haz copias con npm run backup'));
      return findings;
    }
    const period = config.backupEveryMs / 3600_000;
    const state = await readBackupState(db).catch(() => null);
    if (!state?.lastSuccessAt) {
      findings.push(
        state?.lastError
          ? fail(`La copia programada falló: ${state.lastError}`)
          : warn('Aún no hay copias programadas (la primera se hace al iniciar el servidor)'),
      );
    } else if (state.lastFailureAt && state.lastFailureAt > state.lastSuccessAt) {
      findings.push(fail(`La última copia programada falló: ${state.lastError ?? 'error desconocido'}`));
    } else {
      const age = hoursAgo(state.lastSuccessAt, now);
      const text = `Última copia programada hace ${age < 1 ? `${Math.round(age * 60)} min` : `${Math.round(age)} h`} (${formatBytes(state.lastBytes ?? 0)})`;
      findings.push(age > 2 * period + 1 ? warn(`${text}: debería hacerse cada ${period} h; ¿está en marcha el servidor?`) : ok(text));
    }
    return findings;
  } finally {
    await db.destroy();
  }
}

/**
 * `npm run doctor`: reads the settings the way the server would, then checks what the server
 * cannot see from inside: database and migrations, HTTPS, cookie, TRUST_PROXY, SMTP, data folder,
 * free disk and the age of the last backup. One finding per line.
 */
export async function runChecks(env: NodeJS.ProcessEnv = process.env, now = new Date()): Promise<Finding[]> {
  const findings: Finding[] = [nodeVersion()];
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    const lines = (error instanceof Error ? error.message : String(error)).split('\n').slice(1);
    return [...findings, ...lines.map((line) => fail(`Ajuste no válido: ${line.trim()}`))];
  }
  findings.push(ok(`Ajustes válidos${config.production ? ' (NODE_ENV=production)' : ''}`));
  findings.push(webBuild(config), publicUrl(config), cookie(config), trustProxy(config));
  findings.push(...(await dataFolder(config)));
  findings.push(...(await database(config, now)));
  findings.push(...(await mail(config)));
  return findings;
}
