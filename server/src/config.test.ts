import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, publicConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults for the embedded mode: port 3000, SQLite in the data folder, plain-HTTP cookies', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sqliteFile).toBe(path.join(config.dataDir, 'site.sqlite'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.cookieSecure).toBe(false);
  });

  it('spools uploads to DATA_DIR/tmp within 2048 MB and decodes within 256 MB, each settable', () => {
    const config = loadConfig({ DATA_DIR: '/srv/casa' }, '/srv/app');
    expect(config.uploadTmpDir).toBe(path.join('/srv/casa', 'tmp'));
    expect(config.uploadTmpBytes).toBe(2048 * 1024 * 1024);
    expect(config.uploadMemoryBytes).toBe(256 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_TMP_MB: '500' }).uploadTmpBytes).toBe(500 * 1024 * 1024);
    expect(() => loadConfig({ UPLOAD_TMP_MB: '1' })).toThrow(/UPLOAD_TMP_MB/);
  });

  it('resolves DATA_DIR against the working folder and turns on secure cookies for an https PUBLIC_URL', () => {
    const config = loadConfig({ DATA_DIR: 'var/data', PUBLIC_URL: 'https://www.example.do/' }, '/srv/app');
    expect(config.dataDir).toBe('/srv/app/var/data');
    expect(config.publicUrl).toBe('https://www.example.do');
    expect(config.cookieSecure).toBe(true);
  });

  it('reads TRUST_PROXY as Express means it: a hop count, a boolean or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('stops with the list of every bad setting', () => {
    expect(() => loadConfig({ PORT: 'abc', PUBLIC_URL: 'not a url', SESSION_IDLE_MINUTES: '-1' })).toThrow(
      /Invalid settings:[\s\S]*PORT[\s\S]*PUBLIC_URL[\s\S]*SESSION_IDLE_MINUTES/,
    );
  });

  it('reads lead notifications: off without SMTP_URL, per-division recipients with LEADS_TO as the fallback', () => {
    const off = loadConfig({});
    expect(off.mail.smtpUrl).toBeUndefined();
    expect(off.mail.to).toEqual({ corporativo: [], hospitality: [] });
    expect(off.mail.from).toBe('Casa Mobilia <no-reply@localhost>');

    const on = loadConfig({
      SMTP_URL: 'smtps://usuario:clave@smtp.example.do:465',
      MAIL_FROM: 'Avisos <avisos@example.do>',
      LEADS_TO: 'todos@example.do',
      LEADS_TO_HOSPITALITY: ' hoteles@example.do, gerencia@example.do ',
    });
    expect(on.mail).toEqual({
      smtpUrl: 'smtps://usuario:clave@smtp.example.do:465',
      from: 'Avisos <avisos@example.do>',
      to: { corporativo: ['todos@example.do'], hospitality: ['hoteles@example.do', 'gerencia@example.do'] },
    });
  });

  it('refuses a non-SMTP SMTP_URL and addresses that are not e-mails', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.do' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ LEADS_TO_CORPORATIVO: 'ventas@example.do, no-es-email' })).toThrow(/LEADS_TO_CORPORATIVO/);
  });

  it('has the login and public-form limits of docs/decisions/0004-login-throttle.md, each settable', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ loginMaxAttempts: 5, loginMaxAttemptsPerAddress: 20, loginWindowMs: 15 * 60_000 });
    expect(defaults).toMatchObject({ formMaxPerAddress: 10, formWindowMs: 10 * 60_000 });
    const set = loadConfig({ LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '40', FORM_MAX_PER_ADDRESS: '3', FORM_WINDOW_MINUTES: '1' });
    expect(set).toMatchObject({ loginMaxAttemptsPerAddress: 40, formMaxPerAddress: 3, formWindowMs: 60_000 });
    expect(() => loadConfig({ FORM_MAX_PER_ADDRESS: '0' })).toThrow(/FORM_MAX_PER_ADDRESS/);
  });

  it('refuses a NEWSLETTER_URL or MAP_TILE_URL whose host a CSP header cannot hold, and takes a comma in the query', () => {
    expect(() => loadConfig({ NEWSLETTER_URL: 'https://list,evil.example/subscribe' })).toThrow(/NEWSLETTER_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://{s}.tiles;x.example/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(loadConfig({ NEWSLETTER_URL: 'https://list.example.com?u=a,b' }).newsletterUrl).toBe('https://list.example.com?u=a,b');
  });

  it('leaves ADMIN_PASSWORD to the first admin’s creation: an old value left in the environment does not stop the server', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'secreto' }).adminPassword).toBe('secreto');
  });

  it('has the per-account login limit, the idle session timeout and the second-factor key file, each settable', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/casa' });
    expect(defaults).toMatchObject({ loginMaxPerAccount: 20, sessionIdleMs: 720 * 60_000, totpKeyFile: '/srv/casa/totp.key' });
    const set = loadConfig({ LOGIN_MAX_PER_ACCOUNT: '50', SESSION_IDLE_MINUTES: '30', TOTP_KEY_FILE: '/etc/casa/totp.key' });
    expect(set).toMatchObject({ loginMaxPerAccount: 50, sessionIdleMs: 30 * 60_000, totpKeyFile: '/etc/casa/totp.key' });
    expect(() => loadConfig({ LOGIN_MAX_PER_ACCOUNT: '0' })).toThrow(/LOGIN_MAX_PER_ACCOUNT/);
  });

  it('shows the browser only the public subset', () => {
    const config = loadConfig({ ADMIN_PASSWORD: 'secreto-largo', DATABASE_URL: 'postgres://u:p@h/db' });
    expect(Object.keys(publicConfig(config)).sort()).toEqual(['mapAttribution', 'mapTileUrl', 'newsletterUrl', 'publicUrl']);
  });

  it('NODE_ENV=production: no demo unless SEED_DEMO=true, and an https PUBLIC_URL unless ALLOW_HTTP=true', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    const production = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.do' });
    expect(production).toMatchObject({ production: true, seedDemo: false, cookieSecure: true });
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.example.do', SEED_DEMO: 'true' }).seedDemo).toBe(true);

    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: must start with https:\/\/ when NODE_ENV=production.*ALLOW_HTTP=true/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://intranet.example.do' })).toThrow(/PUBLIC_URL/);
    const lan = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://intranet.example.do', ALLOW_HTTP: 'true' });
    expect(lan).toMatchObject({ publicUrl: 'http://intranet.example.do', cookieSecure: false, seedDemo: false });
  });

  it('reads logs, metrics and scheduled backups: JSON logs, no metrics, a backup a day kept 14 times in DATA_DIR/backups', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/casa' });
    expect(defaults).toMatchObject({
      logFormat: 'json',
      metricsToken: undefined,
      backupEveryMs: 24 * 3600_000,
      backupKeep: 14,
      backupDir: '/srv/casa/backups',
    });
    const set = loadConfig(
      {
        LOG_FORMAT: 'pretty',
        METRICS_TOKEN: 'un-token-largo-de-metricas',
        BACKUP_EVERY_HOURS: '0.005',
        BACKUP_KEEP: '2',
        BACKUP_DIR: 'copias',
      },
      '/srv/app',
    );
    expect(set).toMatchObject({
      logFormat: 'pretty',
      metricsToken: 'un-token-largo-de-metricas',
      backupEveryMs: 18_000,
      backupKeep: 2,
      backupDir: '/srv/app/copias',
    });
    expect(loadConfig({ BACKUP_EVERY_HOURS: '0' }).backupEveryMs).toBe(0);
    expect(() => loadConfig({ METRICS_TOKEN: 'corto', BACKUP_KEEP: '0', LOG_FORMAT: 'xml' })).toThrow(
      /LOG_FORMAT[\s\S]*METRICS_TOKEN: at least 16[\s\S]*BACKUP_KEEP/,
    );
  });
});
