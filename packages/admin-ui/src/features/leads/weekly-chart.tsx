import { DIVISION_LABELS, DIVISIONS, type LeadStatsWeek } from '@casa/core';
import sharedStyles from '../../shared/shared.module.css';
import styles from './summary.module.css';

/**
 * Leads per week and division as grouped bars: a small SVG drawn here rather than a chart library
 * (docs/decisions/0023-resumen-and-lead-source.md). Each bar carries its figure above it, so the
 * chart reads without hovering, and a table with the same figures is there for screen readers.
 */

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 20, right: 8, bottom: 36, left: 36 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

/** '23 nov.', the Monday a week starts on (the dates are days, read in UTC so they never shift). */
const weekLabel = new Intl.DateTimeFormat('es-DO', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const formatWeek = (weekStart: string) => weekLabel.format(new Date(`${weekStart}T00:00:00Z`));

/** 0 and up to four round steps that cover `max`. */
export function axisTicks(max: number): number[] {
  if (max <= 4) return Array.from({ length: Math.max(max, 1) + 1 }, (_, i) => i);
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

export function WeeklyLeadsChart({ weeks, caption }: { weeks: LeadStatsWeek[]; caption: string }) {
  const ticks = axisTicks(Math.max(0, ...weeks.flatMap((week) => DIVISIONS.map((division) => week[division]))));
  const top = ticks.at(-1) || 1;
  const y = (value: number) => MARGIN.top + PLOT_H - (value / top) * PLOT_H;
  const group = PLOT_W / Math.max(weeks.length, 1);
  const bar = Math.min(24, (group * 0.8) / DIVISIONS.length);

  return (
    <figure className={styles.figure}>
      <div className={styles.legend} aria-hidden="true">
        {DIVISIONS.map((division) => (
          <span key={division}>
            <span className={styles.swatch} data-division={division} />
            {DIVISION_LABELS[division]}
          </span>
        ))}
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
            <text x={MARGIN.left - 6} y={y(tick)} className={styles.axisText} textAnchor="end" dominantBaseline="middle">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, i) => {
          const x0 = MARGIN.left + i * group + (group - bar * DIVISIONS.length) / 2;
          return (
            <g key={week.weekStart}>
              {DIVISIONS.map((division, j) => {
                const value = week[division];
                const x = x0 + j * bar;
                return (
                  <g key={division}>
                    <rect x={x} y={y(value)} width={bar - 2} height={y(0) - y(value)} className={styles.bar} data-division={division}>
                      <title>{`${DIVISION_LABELS[division]}, semana del ${formatWeek(week.weekStart)}: ${value}`}</title>
                    </rect>
                    {value > 0 ? (
                      <text x={x + (bar - 2) / 2} y={y(value) - 4} className={styles.valueText} textAnchor="middle">
                        {value}
                      </text>
                    ) : null}
                  </g>
                );
              })}
              <text x={MARGIN.left + i * group + group / 2} y={HEIGHT - MARGIN.bottom + 18} className={styles.axisText} textAnchor="middle">
                {formatWeek(week.weekStart)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className={sharedStyles.visuallyHidden}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Semana del</th>
            {DIVISIONS.map((division) => (
              <th key={division} scope="col">
                {DIVISION_LABELS[division]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{formatWeek(week.weekStart)}</th>
              {DIVISIONS.map((division) => (
                <td key={division}>{week[division]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
