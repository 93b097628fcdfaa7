import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { notFound } from '../http/errors.js';

/** Figures read at each scrape from the parts of the app that hold them. */
export interface MetricSources {
  readCache(): { hits: number; misses: number } | null;
  uploadsRefused(): number;
  outbox(): Promise<{ pending: number; failed: number }>;
  lastBackupAt(): Promise<Date | null>;
}

export interface Metrics {
  readonly registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A login answered 429 by the throttle (features/auth/throttle.ts). */
  loginRefused(): void;
  /** Where the scrape reads its figures; set once the app that holds them exists. */
  watch(sources: MetricSources): void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds: a cached read takes well under 5 ms, an upload of 20 photos several seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The Prometheus metrics of one app, in a registry of its own (never prom-client's global one, so
 * two apps in one test process do not mix their figures): request durations by route pattern and
 * status, the read cache, refusals, the mail outbox, the last backup and Node's process metrics.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let sources: MetricSources | null = null;
  const registers = [registry];

  const duration = new Histogram({
    name: 'casa_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const loginsRefused = new Counter({
    name: 'casa_logins_refused_total',
    help: 'Logins refused by the login throttle (429)',
    registers,
  });
  // Counters kept elsewhere, copied at each scrape.
  const copied = (name: string, help: string, read: () => number | undefined) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read() ?? 0);
      },
    });
  copied('casa_read_cache_hits_total', 'Requests answered from the read cache', () => sources?.readCache()?.hits);
  copied('casa_read_cache_misses_total', 'Cacheable requests the read cache had to ask Express for', () => sources?.readCache()?.misses);
  copied('casa_uploads_refused_total', 'Uploads refused because the upload memory budget was spent (503)', () => sources?.uploadsRefused());

  new Gauge({
    name: 'casa_mail_outbox_messages',
    help: 'Lead e-mails waiting to be sent (pending) or given up on (failed)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      // CASE: the database is down: the other figures still go out; these keep their last values.
      const counts = await sources?.outbox().catch(() => null);
      if (!counts) return;
      this.set({ status: 'pending' }, counts.pending);
      this.set({ status: 'failed' }, counts.failed);
    },
  });
  new Gauge({
    name: 'casa_backup_last_success_timestamp_seconds',
    help: 'When the last scheduled backup was written (Unix time; 0 = never)',
    registers,
    async collect() {
      const at = await sources?.lastBackupAt().catch(() => undefined);
      if (at !== undefined) this.set(at ? at.getTime() / 1000 : 0);
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      duration.observe({ method: METHODS.has(method) ? method : 'other', route, status: String(status) }, seconds);
    },
    loginRefused: () => loginsRefused.inc(),
    watch(next) {
      sources = next;
    },
  };
}

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * GET /metrics: Prometheus text for `Authorization: Bearer <METRICS_TOKEN>`, 401 for anything
 * else; without METRICS_TOKEN there are no metrics (404).
 */
export function metricsRoute(metrics: Metrics | undefined, token: string | undefined): RequestHandler {
  const expected = token ? digest(`Bearer ${token}`) : null;
  return async (req, res, next) => {
    if (!metrics || !expected) {
      next(notFound());
      return;
    }
    // Compared as digests: equal lengths, constant time.
    if (!crypto.timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      res.status(401).set('WWW-Authenticate', 'Bearer').set('Cache-Control', 'no-store').json({ message: 'Token de métricas no válido.' });
      return;
    }
    const text = await metrics.registry.metrics();
    res.set('Content-Type', metrics.registry.contentType).set('Cache-Control', 'no-store').send(text);
  };
}
