import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { auditRequest } from '../../audit/index.js';
import type { AppDeps } from '../../deps.js';
import { requireRole } from '../../http/request-user.js';
import { type SystemSources, systemStatus } from './service.js';

/** `casa-2026-11-23T19-45-00Z.jsonl.gz`, the name `npm run backup` gives too. */
const downloadName = (at: Date) =>
  `casa-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.jsonl.gz`;

/** /api/system: 'Estado del sistema' and 'Descargar respaldo', admins only (editors get 403). */
export function systemRoutes(deps: AppDeps, sources: SystemSources): Router {
  const router = Router();
  router.use(requireRole('admin'));

  router.get('/status', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await systemStatus(deps, sources));
  });

  // A fresh backup, written next to the scheduled ones (a disk, not /tmp, which may be memory),
  // sent, then deleted: the admin keeps the only copy.
  router.get('/backup', async (req, res, next) => {
    const at = deps.now();
    await fs.promises.mkdir(deps.config.backupDir, { recursive: true, mode: 0o700 });
    const file = path.join(deps.config.backupDir, `descarga-${crypto.randomUUID()}.jsonl.gz`);
    try {
      await sources.writeBackup(file);
      await fs.promises.chmod(file, 0o600);
    } catch (error) {
      await fs.promises.rm(file, { force: true });
      throw error;
    }
    await auditRequest(deps, req, 'backup.download', downloadName(at));
    res.set('Cache-Control', 'no-store');
    res.download(file, downloadName(at), { headers: { 'Content-Type': 'application/gzip' } }, (error) => {
      void fs.promises.rm(file, { force: true });
      // CASE: the admin cancelled the download: nothing to answer any more.
      if (error && !res.headersSent) next(error);
    });
  });

  return router;
}
