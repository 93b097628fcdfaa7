import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test-support/api-stub.js';
import { EDITOR, signedIn } from '../../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../../test-support/render-admin.js';
import { axisTicks } from './weekly-chart.js';
import { formatHours } from './summary-screen.js';

afterEach(resetAdminTests);

const weeks = Array.from({ length: 12 }, (_, i) => ({
  weekStart: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
  corporativo: i,
  hospitality: i === 11 ? 3 : 0,
}));
const stats = {
  weeks,
  bySource: [
    { utmSource: 'instagram', utmCampaign: 'verano', count: 3 },
    { utmSource: 'boletin', utmCampaign: null, count: 1 },
  ],
  medianHoursToHandle: 4,
  toConfirm: 2,
  mailFailed: 1,
};

describe("'Resumen' (docs/product.md §6)", () => {
  it('is where an editor lands: the week, the median, the appointments to confirm, the failed e-mails, the chart and the campaigns', async () => {
    const api = stubApi({ ...signedIn(EDITOR), 'GET /api/leads/stats': { body: stats } });
    const view = renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Resumen' })).toBeTruthy();
    await waitFor(() => expect(view.location().pathname).toBe('/admin/resumen'));
    expect(api.callsTo('GET /api/leads/stats')[0]?.query.get('weeks')).toBe('12');

    await screen.findByText('Solicitudes esta semana');
    const figure = (title: string) =>
      screen.getByText(title).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent;
    expect(figure('Solicitudes esta semana')).toBe('14');
    expect(figure('Tiempo mediano hasta atendido (12 semanas)')).toBe('4 h');
    expect(figure('Citas por confirmar')).toBe('2');
    expect(figure('E-mails fallidos')).toBe('1');
    expect(screen.getByRole('link', { name: 'Ver los fallidos en Solicitudes' }).getAttribute('href')).toBe(
      '/admin/solicitudes?notification=failed',
    );

    // The chart's figures, as a table for screen readers: a row per week.
    const table = screen.getByRole('table', { name: 'Solicitudes por semana y división, últimas 12 semanas' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows.at(-1)?.textContent).toMatch(/^23 nov\.?113$/);
    expect(screen.getByText('Solicitudes por semana (últimas 12 semanas: 69)')).toBeTruthy();

    const campaign = screen.getByRole('link', { name: 'instagram / verano' });
    expect(campaign.getAttribute('href')).toBe('/admin/solicitudes?utmSource=instagram&utmCampaign=verano');
    expect(campaign.closest('li')?.textContent).toContain('3 solicitudes');
    expect(screen.getByRole('link', { name: 'boletin' }).closest('li')?.textContent).toContain('1 solicitud');
  });

  it('says in Spanish when the figures cannot load', async () => {
    stubApi({
      ...signedIn(),
      'GET /api/leads/stats': { status: 500, body: { message: 'Error interno del servidor. Inténtalo de nuevo más tarde.' } },
    });
    renderAdmin('/admin/resumen');
    expect(await screen.findByText('No se pudo cargar el resumen.')).toBeTruthy();
    expect(screen.getByText('Error interno del servidor. Inténtalo de nuevo más tarde.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

describe('the figures of Resumen', () => {
  it('writes hours, and days from two days on', () => {
    expect(formatHours(null)).toBe('Sin datos aún');
    expect(formatHours(4)).toBe('4 h');
    expect(formatHours(1.5)).toBe('1.5 h');
    expect(formatHours(77)).toBe('3.2 días');
  });

  it('puts round steps on the axis', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(9)).toEqual([0, 5, 10]);
    expect(axisTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(180)).toEqual([0, 50, 100, 150, 200]);
  });
});
