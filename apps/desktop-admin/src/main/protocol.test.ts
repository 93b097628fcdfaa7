import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCookieJar } from './cookie-jar.js';
import { CONTENT_SECURITY_POLICY, createProtocolHandler, developmentCsp, readRendererFile, registerAppScheme } from './protocol.js';

let rendererDir: string;
let outside: string;
beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'desktop-protocol-'));
  rendererDir = path.join(root, 'dist');
  outside = path.join(root, 'secret.txt');
  await mkdir(path.join(rendererDir, 'assets'), { recursive: true });
  await writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(rendererDir, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(outside, 'do not serve');
});
afterAll(() => rm(path.dirname(rendererDir), { recursive: true, force: true }));

const text = (body: Uint8Array | null) => new TextDecoder().decode(body ?? new Uint8Array());

describe('app:// scheme', () => {
  it('is registered as standard and secure with fetch support, before ready', () => {
    const protocol = { registerSchemesAsPrivileged: vi.fn() };
    registerAppScheme(protocol);
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true, supportFetchAPI: true }) },
    ]);
  });

  it('has a strict Content-Security-Policy: own scripts only, no eval, no inline scripts, no framing', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
    expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(developmentCsp('http://localhost:5174/')).toContain('ws://localhost:5174');
  });
});

describe('readRendererFile', () => {
  it('serves index.html with the CSP as a header', async () => {
    const result = await readRendererFile(rendererDir, '/');
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(result.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(result.headers['x-content-type-options']).toBe('nosniff');
    expect(text(result.body)).toContain('id="root"');
  });

  it('serves the client routes /login and every /admin address as the page', async () => {
    for (const route of ['/login', '/admin', '/admin/solicitudes/42', '/admin/proyectos/nuevo']) {
      const result = await readRendererFile(rendererDir, route);
      expect(result.status, route).toBe(200);
      expect(result.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it('serves hashed assets with their type and a long cache', async () => {
    const result = await readRendererFile(rendererDir, '/assets/index-abc.js');
    expect(result.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(result.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a missing asset and for anything outside the build', async () => {
    expect((await readRendererFile(rendererDir, '/assets/missing.js')).status).toBe(404);
    expect((await readRendererFile(rendererDir, '/../secret.txt')).status).toBe(404);
    expect((await readRendererFile(rendererDir, '/%2e%2e/secret.txt')).status).toBe(404);
    expect((await readRendererFile(rendererDir, '/..%2fsecret.txt')).status).toBe(404);
    expect(text((await readRendererFile(rendererDir, '/%2e%2e/secret.txt')).body)).not.toContain('do not serve');
  });
});

describe('protocol handler', () => {
  function setup(respond: () => Response = () => Response.json({ status: 'ok' })) {
    const jar = createCookieJar();
    const fetch = vi.fn(async () => respond());
    const handler = createProtocolHandler({
      rendererDir,
      getServerUrl: () => 'http://10.0.0.5:3000',
      jar,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    return { handler, fetch, jar };
  }

  it('forwards /api through forwardRequest, keeping Set-Cookie in the jar', async () => {
    const { handler, fetch, jar } = setup(
      () =>
        new Response('{"id":1}', {
          status: 200,
          headers: { 'content-type': 'application/json', 'set-cookie': 'casa_session=t0k3n_abcdefghijklmnopq; Path=/; HttpOnly' },
        }),
    );
    const response = await handler(
      new Request('app://admin/api/auth/login', {
        method: 'POST',
        body: '{"username":"e2e-admin"}',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({ id: 1 });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('http://10.0.0.5:3000/api/auth/login');
    expect(jar.header(new URL('http://10.0.0.5:3000/api/auth/me'))).toBe('casa_session=t0k3n_abcdefghijklmnopq');
  });

  it('forwards /media with the same handler', async () => {
    const { handler, fetch } = setup(() => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } }));
    const response = await handler(new Request('app://admin/media/abc?w=640'));
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('http://10.0.0.5:3000/media/abc?w=640');
  });

  it('serves pages from the build without calling the server', async () => {
    const { handler, fetch } = setup();
    const response = await handler(new Request('app://admin/admin'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses another host of the scheme and non-GET requests for pages', async () => {
    const { handler } = setup();
    expect((await handler(new Request('app://other/'))).status).toBe(404);
    expect((await handler(new Request('app://admin/login', { method: 'POST', body: 'x' }))).status).toBe(405);
  });
});
