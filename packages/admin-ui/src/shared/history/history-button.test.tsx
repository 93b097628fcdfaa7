import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test-support/api-stub.js';
import { signedIn } from '../../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../../test-support/render-admin.js';

afterEach(resetAdminTests);

const versions = {
  items: [
    { version: 2, at: '2026-11-26T14:00:00.000Z', user: { id: 1, username: 'ana' }, action: 'update', changes: ['companyName'] },
    { version: 1, at: '2026-11-20T10:00:00.000Z', user: null, action: 'create', changes: ['companyName', 'phones'] },
  ],
};
const value = (version: number, companyName: string) => ({
  type: 'settings',
  id: 1,
  ...versions.items.find((item) => item.version === version),
  value: { ...DEFAULT_SITE_SETTINGS, companyName },
});

describe('Historial (docs/decisions/0021-history-and-activity.md)', () => {
  it('lists the versions, shows what a version changed beside the one before, and restores it after a confirmation', async () => {
    const api = stubApi({
      ...signedIn(),
      'GET /api/settings': { body: DEFAULT_SITE_SETTINGS },
      'GET /api/history': { body: versions },
      'GET /api/history/:type/:id/:version': ({ params }) => ({
        body: value(Number(params.version), params.version === '1' ? 'Casa Antigua' : 'Casa Nueva'),
      }),
      'POST /api/history/restore': { body: { type: 'settings', id: 1, version: 3, restoredFrom: 1 } },
    });
    renderAdmin('/admin/configuracion');
    fireEvent.click(await screen.findByRole('button', { name: /Historial/ }));
    const list = within(await screen.findByRole('region', { name: 'Versiones' }));
    expect(await list.findByText('Cambio')).toBeTruthy();
    expect(list.getByText('Creación')).toBeTruthy();
    expect(list.getByText('Nombre de la empresa')).toBeTruthy();
    expect(api.callsTo('GET /api/history')[0]?.query.get('type')).toBe('settings');

    fireEvent.click(list.getByRole('button', { name: 'Ver la versión 2' }));
    const compare = within(await screen.findByRole('region', { name: 'Comparación de versiones' }));
    expect(await compare.findByText('Casa Nueva')).toBeTruthy();
    expect(compare.getByText('Casa Antigua')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Restaurar esta versión' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(api.callsTo('POST /api/history/restore')).toHaveLength(1));
    expect(api.callsTo('POST /api/history/restore')[0]?.body).toEqual({ type: 'settings', id: 1, version: 2 });
    expect(await screen.findByText('Versión restaurada')).toBeTruthy();
  });
});
