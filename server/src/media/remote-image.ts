import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { MESSAGES } from '@casa/core';
import type { AppDeps } from '../deps.js';
import { badRequest } from '../http/errors.js';
import { uploadBudget, uploadBusy } from './upload-budget.js';

/** A logo fetched from a URL may weigh this much at most. */
export const MAX_REMOTE_IMAGE_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;

/**
 * Addresses a server-side fetch must never reach (SSRF): this machine, private networks, link-local
 * (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, reserved and documentation
 * ranges. Checked on the resolved address, and the connection is pinned to that address, so a
 * name that resolves differently a moment later (DNS rebinding) gains nothing.
 */
const BLOCKED = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** True when a fetch may connect to this address. IPv4-mapped IPv6 is judged as the IPv4 it carries. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  if (family !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return !BLOCKED.check(mapped[1], 'ipv4');
  return !BLOCKED.check(address, 'ipv6');
}

/** Why a remote image could not be used; each answers 400 with its Spanish message. */
const fail = (message: string, field: string) => badRequest(message, { [field]: [message] });

interface Target {
  url: URL;
  address: string;
  family: 4 | 6;
}

async function resolveTarget(deps: AppDeps, url: URL, field: string): Promise<Target> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail(MESSAGES.invalidUrl, field);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = deps.config.remoteImageAllowHosts.includes(host.toLowerCase());
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await dns.lookup(host, { all: true, verbatim: true });
    } catch {
      throw fail(MESSAGES.remoteImageFailed, field);
    }
  }
  // Every address the name has must be public: the system could have connected to any of them.
  if (addresses.length === 0) throw fail(MESSAGES.remoteImageFailed, field);
  if (!allowed && !addresses.every((entry) => isPublicAddress(entry.address))) throw fail(MESSAGES.remoteImageBlocked, field);
  const first = addresses[0] as { address: string; family: number };
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

type Outcome = { redirect: string } | { data: Buffer };

/** One GET to the pinned address, with the size cap enforced while reading. */
function getOnce(target: Target, signal: AbortSignal, field: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const client = target.url.protocol === 'https:' ? https : http;
    const request = client.get(
      target.url,
      {
        signal,
        headers: { accept: 'image/svg+xml,image/png,image/jpeg,image/*;q=0.8', 'user-agent': 'casa-mobilia-logo-fetch' },
        // Connect to the address that was checked, whatever the name resolves to now.
        lookup: (_hostname, options, callback) => {
          if ((options as { all?: boolean }).all) callback(null, [{ address: target.address, family: target.family }]);
          else callback(null, target.address, target.family);
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: response.headers.location });
          return;
        }
        const type = String(response.headers['content-type'] ?? '').toLowerCase();
        const declared = Number(response.headers['content-length']);
        if (status !== 200 || !type.startsWith('image/')) {
          response.destroy();
          reject(fail(status === 200 ? MESSAGES.logoType : MESSAGES.remoteImageFailed, field));
          return;
        }
        if (declared > MAX_REMOTE_IMAGE_BYTES) {
          response.destroy();
          reject(fail(MESSAGES.remoteImageTooLarge, field));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_REMOTE_IMAGE_BYTES) {
            response.destroy();
            reject(fail(MESSAGES.remoteImageTooLarge, field));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ data: Buffer.concat(chunks) }));
        response.on('error', () => reject(fail(MESSAGES.remoteImageFailed, field)));
      },
    );
    request.on('error', () => reject(fail(MESSAGES.remoteImageFailed, field)));
  });
}

/**
 * Downloads an image once, as the admin saves a form that names it by URL (docs/product.md §7: a
 * brand logo may be a URL): http(s) only, hosts that resolve to public addresses only (unless
 * listed in REMOTE_IMAGE_ALLOW_HOSTS), at most 2 MB, image types only, up to three redirects,
 * REMOTE_IMAGE_TIMEOUT_MS for the whole exchange. The bytes count against the upload budget.
 * Any failure is a 400 for `field` with a Spanish message.
 */
export async function downloadImage(deps: AppDeps, address: string, field: string): Promise<Buffer> {
  const budget = uploadBudget(deps.config);
  if (!budget.tryReserve(MAX_REMOTE_IMAGE_BYTES)) throw uploadBusy();
  const signal = AbortSignal.timeout(deps.config.remoteImageTimeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw fail(MESSAGES.invalidUrl, field);
    }
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const outcome = await getOnce(await resolveTarget(deps, url, field), signal, field);
      if ('data' in outcome) return outcome.data;
      url = new URL(outcome.redirect, url);
    }
    throw fail(MESSAGES.remoteImageFailed, field);
  } finally {
    budget.release(MAX_REMOTE_IMAGE_BYTES);
  }
}
