import { DIVISIONS, type LeadStats, type LeadStatsWeek, LEADS_TIME_ZONE } from '@casa/core';
import type { AppDeps } from '../../deps.js';
import { countAppointmentsToConfirm, countFailedMail, countLeadsPerWeek, medianHoursToHandle, topSources } from './stats-repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The wall-clock date and weekday in the office at `date` (Monday = 0). */
function officeDay(date: Date): { y: number; m: number; d: number; weekday: number; offsetMs: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: LEADS_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const [y, m, d] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const wall = Date.UTC(y, m - 1, d, Number(parts.hour), Number(parts.minute), Number(parts.second));
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? 'Mon');
  // How far the office's clock is from UTC (−4 h in Santo Domingo), to the second.
  const offsetMs = wall - Math.floor(date.getTime() / 1000) * 1000;
  return { y, m, d, weekday, offsetMs };
}

/**
 * The `weeks` weeks that end with the current one, Monday 00:00 to Monday 00:00 in the office
 * (America/Santo_Domingo). That zone keeps UTC−4 all year, so every week is exactly 7 × 24 h and
 * the database can number them by dividing seconds (stats-repo.ts).
 */
export function statsWindow(now: Date, weeks: number): { start: Date; mondays: string[] } {
  const today = officeDay(now);
  const firstMondayUtc = Date.UTC(today.y, today.m - 1, today.d) - (today.weekday + 7 * (weeks - 1)) * DAY_MS;
  const mondays = Array.from({ length: weeks }, (_, i) => new Date(firstMondayUtc + i * 7 * DAY_MS).toISOString().slice(0, 10));
  return { start: new Date(firstMondayUtc - today.offsetMs), mondays };
}

/** GET /api/leads/stats: the figures of 'Resumen' (docs/product.md §6). */
export async function leadStats(deps: AppDeps, weeks: number): Promise<LeadStats> {
  const { start, mondays } = statsWindow(deps.now(), weeks);
  const [perWeek, bySource, median, toConfirm, mailFailed] = await Promise.all([
    countLeadsPerWeek(deps.db, start),
    topSources(deps.db, start),
    medianHoursToHandle(deps.db, start),
    countAppointmentsToConfirm(deps.db),
    countFailedMail(deps.db),
  ]);
  const rows: LeadStatsWeek[] = mondays.map((weekStart) => ({ weekStart, corporativo: 0, hospitality: 0 }));
  for (const { week, division, count } of perWeek) {
    const row = rows[week];
    if (row && DIVISIONS.includes(division)) row[division] += count;
  }
  return {
    weeks: rows,
    bySource,
    medianHoursToHandle: median === null ? null : Math.round(median * 10) / 10,
    toConfirm,
    mailFailed,
  };
}
