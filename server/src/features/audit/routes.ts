import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, type AuditAction, auditQuerySchema, type AuditQuery } from '@casa/core';
import { Router } from 'express';
import { type AuditFilter, listAudit } from '../../audit/index.js';
import type { AppDeps } from '../../deps.js';
import { csvDate, fileDate, sendCsv } from '../../http/csv.js';
import { parseOrThrow } from '../../http/errors.js';
import { requireRole } from '../../http/request-user.js';

/** The office is in Santo Domingo (UTC−4 all year, no daylight saving): a day starts at 04:00 UTC. */
const OFFICE_OFFSET = '-04:00';
const dayStart = (day: string) => new Date(`${day}T00:00:00${OFFICE_OFFSET}`);

function filterOf(query: AuditQuery): AuditFilter {
  return {
    action: query.action || undefined,
    user: query.user || undefined,
    from: query.from ? dayStart(query.from) : undefined,
    // `to` is inclusive: everything before the next day's start.
    before: query.to ? new Date(dayStart(query.to).getTime() + 86_400_000) : undefined,
  };
}

/** The most rows one CSV holds (a year of a busy office fits many times over). */
const CSV_MAX_ROWS = 100_000;

/** /api/audit: 'Actividad', admins only (an editor gets 403). */
export function auditRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(requireRole('admin'));

  router.get('/', async (req, res) => {
    const query = parseOrThrow(auditQuerySchema, req.query);
    const page = query.page ?? 1;
    res.json(await listAudit(deps.db, filterOf(query), { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE }));
  });

  router.get('/export.csv', async (req, res) => {
    const query = parseOrThrow(auditQuerySchema, req.query);
    const { items } = await listAudit(deps.db, filterOf(query), { limit: CSV_MAX_ROWS, offset: 0 });
    sendCsv(
      res,
      `actividad-${fileDate(deps.now())}.csv`,
      ['Fecha', 'Usuario', 'Acción', 'Código', 'Objeto', 'Dirección', 'Navegador'],
      items.map((item) => [
        csvDate(item.at),
        item.user?.username ?? '',
        AUDIT_ACTION_LABELS[item.action as AuditAction] ?? item.action,
        item.action,
        item.target,
        item.address,
        item.userAgent,
      ]),
    );
  });

  return router;
}
