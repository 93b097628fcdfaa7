import { LEADS_PAGE_SIZE, MESSAGES } from '@casa/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, stubApi } from '../../test-support/api-stub.js';
import { lead, signedIn } from '../../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../../test-support/render-admin.js';

afterEach(resetAdminTests);

/** Picks an option of one of the inbox's filters (an antd Select). */
async function choose(filter: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(filter));
  const item = await waitFor(() => {
    const found = document.querySelector(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

const filtersOf = (call: ApiCall | undefined) => Object.fromEntries(call?.query ?? []);

describe('Solicitudes: the inbox (docs/decisions/0009-leads-inbox-and-mail-outbox.md)', () => {
  it('asks the server for the page and the filters shown, back on the first page when a filter changes', async () => {
    const many = Array.from({ length: LEADS_PAGE_SIZE }, (_, index) => lead({ id: String(index + 1), name: `Cliente ${index + 1}` }));
    const api = stubApi({
      ...signedIn(),
      'GET /api/leads': ({ query }) => ({
        body: { items: query.get('kind') === 'appointment' ? [] : many, total: 60, page: Number(query.get('page')), pageSize: 25 },
      }),
    });
    renderAdmin('/admin/solicitudes');
    const inbox = await screen.findByRole('tabpanel', { name: 'Solicitudes' });
    expect(await within(inbox).findByText('Cliente 1')).toBeTruthy();
    expect(within(inbox).getByText('60 solicitudes')).toBeTruthy();
    expect(filtersOf(api.callsTo('GET /api/leads').at(-1))).toEqual({ page: '1', pageSize: String(LEADS_PAGE_SIZE) });

    fireEvent.click(within(inbox).getByTitle('2'));
    await waitFor(() => expect(filtersOf(api.callsTo('GET /api/leads').at(-1)).page).toBe('2'));

    await choose('Tipo', 'Cita');
    expect(await within(inbox).findByText(MESSAGES.leadsEmpty)).toBeTruthy();
    expect(filtersOf(api.callsTo('GET /api/leads').at(-1))).toEqual({ kind: 'appointment', page: '1', pageSize: '25' });
  });

  it('searches the trimmed words together with the filters', async () => {
    const api = stubApi({ ...signedIn(), 'GET /api/leads': { body: { items: [lead()], total: 1, page: 1, pageSize: 25 } } });
    renderAdmin('/admin/solicitudes');
    const inbox = await screen.findByRole('tabpanel', { name: 'Solicitudes' });
    await choose('Estado', 'Atendido');
    fireEvent.change(within(inbox).getByLabelText('Buscar'), { target: { value: '  Brisa ' } });
    fireEvent.keyDown(within(inbox).getByLabelText('Buscar'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(filtersOf(api.callsTo('GET /api/leads').at(-1))).toEqual({ status: 'handled', q: 'Brisa', page: '1', pageSize: '25' }),
    );
  });

  it('exports the list the filters show, without its page', async () => {
    const api = stubApi({
      ...signedIn(),
      'GET /api/leads': { body: { items: [lead()], total: 1, page: 1, pageSize: 25 } },
      'GET /api/leads/export.csv': {
        body: 'Fecha,Tipo',
        headers: { 'content-disposition': 'attachment; filename="solicitudes-2026-11-21.csv"' },
      },
    });
    renderAdmin('/admin/solicitudes');
    const inbox = await screen.findByRole('tabpanel', { name: 'Solicitudes' });
    await choose('División', 'Hospitality');
    // The file is saved through a link with `download`: jsdom has no downloads, so the link is caught.
    const saved: string[] = [];
    const catchDownload = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      if (!link.download) return;
      saved.push(link.download);
      event.preventDefault();
    };
    document.addEventListener('click', catchDownload);
    try {
      fireEvent.click(within(inbox).getByRole('button', { name: /Exportar CSV/ }));
      await waitFor(() => expect(saved).toEqual(['solicitudes-2026-11-21.csv']));
    } finally {
      document.removeEventListener('click', catchDownload);
    }
    expect(filtersOf(api.callsTo('GET /api/leads/export.csv')[0])).toEqual({ division: 'hospitality' });
  });

  it('says so when the export is refused', async () => {
    stubApi({
      ...signedIn(),
      'GET /api/leads': { body: { items: [lead()], total: 1, page: 1, pageSize: 25 } },
      'GET /api/leads/export.csv': { status: 403, body: { message: MESSAGES.forbidden } },
    });
    renderAdmin('/admin/solicitudes');
    const inbox = await screen.findByRole('tabpanel', { name: 'Solicitudes' });
    fireEvent.click(within(inbox).getByRole('button', { name: /Exportar CSV/ }));
    expect(await screen.findByText(MESSAGES.leadsExportError)).toBeTruthy();
  });
});
