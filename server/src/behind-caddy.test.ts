import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestHandler } from './app.js';
import { loadConfig } from './config.js';
import { createDb, migrate } from './db/knex.js';
import type { AppDeps } from './deps.js';
import { createAdminUser } from './features/auth/service.js';
import { createLogger } from './observability/logger.js';
import { TEST_ADMIN } from './test-support/harness.js';
import { stubWebBuild } from './test-support/web-stub.js';

// deploy/Caddyfile as docs/deploy.md installs it, run by Debian's caddy (.ci/run installs it) on
// local ports with its own local certificate authority (`local_certs`, the `tls internal` issuer),
// in front of the app started with production settings.
const CADDYFILE = path.resolve(import.meta.dirname, '..', '..', 'deploy', 'Caddyfile');
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'casa-caddy-'));
const webDist = stubWebBuild();
const logLines: string[] = [];
let app: http.Server;
let deps: AppDeps;
let caddy: ChildProcess;
let httpsPort: number;
let httpPort: number;
let ca: Buffer;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request to https://localhost:<port> through Caddy, from `from` (a loopback address), trusting only Caddy's local CA. */
function viaCaddy(pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        servername: 'localhost',
        ca,
        localAddress: options.from ?? '127.0.0.1',
        method: options.method ?? 'GET',
        path: pathname,
        headers: { host: `localhost:${httpsPort}`, ...options.headers },
        agent: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const site = () => `https://localhost:${httpsPort}`;

function login(username: string, password: string, from: string, headers: Record<string, string> = {}) {
  return viaCaddy('/api/auth/login', {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', origin: site(), ...headers },
    body: JSON.stringify({ username, password }),
  });
}

beforeAll(async () => {
  if (!fs.existsSync(CADDY)) throw new Error(`Caddy not found at ${CADDY}: apt-get install -y caddy (or set CADDY_PATH).`);
  [httpsPort, httpPort] = [await freePort(), await freePort()];

  // The app as deploy/casa-mobilia.env.example sets it up: production, https PUBLIC_URL, behind a
  // proxy on this machine (TRUST_PROXY=loopback, the default). PUBLIC_URL names another host than
  // the one this test reaches, so an accepted Origin proves the app read X-Forwarded-Proto.
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://www.casamobilia.example',
    DATA_DIR: path.join(work, 'data'),
    WEB_DIST: webDist,
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '3',
  });
  const db = createDb({ sqliteFile: config.sqliteFile });
  await migrate(db);
  const log = createLogger({ logLevel: 'info', logFormat: 'json' }, { write: (line: string) => void logLines.push(line) });
  deps = { db, config, log, now: () => new Date() };
  await createAdminUser(deps, { ...TEST_ADMIN, role: 'admin' });
  app = http.createServer(createRequestHandler(deps));
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));

  const wrapper = path.join(work, 'Caddyfile');
  fs.writeFileSync(
    wrapper,
    [
      '{',
      '\tadmin off',
      '\tlocal_certs',
      '\tskip_install_trust',
      `\thttp_port ${httpPort}`,
      `\thttps_port ${httpsPort}`,
      `\tstorage file_system ${path.join(work, 'caddy-data')}`,
      '}',
      `import ${CADDYFILE}`,
      '',
    ].join('\n'),
  );
  caddy = spawn(CADDY, ['run', '--config', wrapper, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: work,
      XDG_DATA_HOME: path.join(work, 'xdg-data'),
      XDG_CONFIG_HOME: path.join(work, 'xdg-config'),
      CASA_DOMAIN: 'localhost',
      CASA_UPSTREAM: `127.0.0.1:${(app.address() as AddressInfo).port}`,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let caddyLog = '';
  caddy.stderr?.on('data', (chunk: Buffer) => (caddyLog += chunk.toString()));
  const rootCert = path.join(work, 'caddy-data', 'pki', 'authorities', 'local', 'root.crt');
  // Caddy makes its CA, then the certificate for localhost, then passes requests on once its
  // health check of /api/health/ready has seen the app.
  const until = Date.now() + 30_000;
  for (;;) {
    if (caddy.exitCode !== null) throw new Error(`caddy exited: ${caddyLog}`);
    if (fs.existsSync(rootCert)) {
      ca = fs.readFileSync(rootCert);
      if ((await viaCaddy('/api/health').catch(() => null))?.status === 200) break;
    }
    if (Date.now() > until) throw new Error(`caddy did not pass requests on within 30 s: ${caddyLog}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 60_000);

afterAll(async () => {
  caddy?.kill('SIGTERM');
  app?.closeAllConnections();
  await new Promise((resolve) => app?.close(resolve));
  await deps?.db.destroy();
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('behind deploy/Caddyfile (HTTPS by Caddy)', () => {
  it('serves the pages and the API over HTTPS, and sends plain HTTP to HTTPS', async () => {
    const page = await viaCaddy('/corporativo');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<main data-url="/corporativo">');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const api = await viaCaddy('/api/health/ready');
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body)).toEqual({ status: 'ok' });
    expect(api.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ host: '127.0.0.1', port: httpPort, path: '/corporativo', headers: { host: 'localhost' } }, resolve).on('error', reject),
    );
    plain.resume();
    expect(plain.statusCode).toBe(308);
    // (Caddy names no port in the redirect: in production that is 443.)
    expect(plain.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/corporativo$/);
  });

  it('honours X-Forwarded-Proto: a change sent from the https page passes the Origin check, one from http does not', async () => {
    const fromHttps = await login(TEST_ADMIN.username, TEST_ADMIN.password, '127.0.0.4');
    expect(fromHttps.status).toBe(200);
    const fromHttp = await login(TEST_ADMIN.username, TEST_ADMIN.password, '127.0.0.4', { origin: `http://localhost:${httpsPort}` });
    expect(fromHttp.status).toBe(403);
  });

  it('sends the session cookie with Secure and HttpOnly', async () => {
    const response = await login(TEST_ADMIN.username, TEST_ADMIN.password, '127.0.0.5');
    expect(response.status).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^casa_session=[\w-]+;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
  });

  it('counts logins per real client address: a made-up X-Forwarded-For buys nothing, another address has its own count', async () => {
    // Four wrong passwords at the same moment from 127.0.0.2, each claiming another address; the
    // limit is 3 per address, so the fourth is refused whatever the header says.
    const tries = await Promise.all(
      [1, 2, 3, 4].map((n) => login(`visitante${n}`, 'clave-equivocada', '127.0.0.2', { 'x-forwarded-for': `203.0.113.${n}` })),
    );
    expect(tries.map((response) => response.status).sort()).toEqual([401, 401, 401, 429]);
    // 127.0.0.3 is another visitor: not locked out by the first one's failures.
    expect((await login('visitante5', 'clave-equivocada', '127.0.0.3')).status).toBe(401);
    expect((await login('visitante6', 'clave-equivocada', '127.0.0.2')).status).toBe(429);

    // The request log names each one's real address.
    const lines = logLines.map((line) => JSON.parse(line) as { path?: string; ip?: string; status?: number });
    const logins = lines.filter((line) => line.path === '/api/auth/login' && line.status !== 200);
    expect(new Set(logins.map((line) => line.ip))).toEqual(new Set(['127.0.0.2', '127.0.0.3', '127.0.0.4']));
  });
});
