import { MESSAGES } from '@casa/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test-support/api-stub.js';
import { EDITOR, signedIn } from '../../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../../test-support/render-admin.js';

afterEach(resetAdminTests);

const failedSignIn = {
  at: '2026-11-26T14:05:00.000Z',
  user: null,
  action: 'auth.login_failed',
  target: 'ana',
  address: '203.0.113.7',
  userAgent: 'Firefox',
};
const exported = {
  at: '2026-11-26T14:00:00.000Z',
  user: { id: 1, username: 'ana' },
  action: 'leads.export',
  target: 'solicitudes-2026-11-26.csv (3 solicitudes)',
  address: '198.51.100.2',
  userAgent: 'Chrome',
};

describe('Actividad (docs/decisions/0021-history-and-activity.md)', () => {
  it('lists who did what, when and from where, and asks the server again when filtered by action', async () => {
    const api = stubApi({
      ...signedIn(),
      'GET /api/audit': (call) => ({
        body:
          call.query.get('action') === 'auth.login_failed'
            ? { items: [failedSignIn], total: 1 }
            : { items: [failedSignIn, exported], total: 2 },
      }),
    });
    renderAdmin('/admin/actividad');
    const table = within(await screen.findByRole('region', { name: 'Registros de actividad' }));
    expect(await table.findByText('Solicitudes exportadas')).toBeTruthy();
    expect(table.getByText('Inicio de sesión fallido')).toBeTruthy();
    expect(table.getByText('203.0.113.7')).toBeTruthy();
    expect(table.getByText('solicitudes-2026-11-26.csv (3 solicitudes)')).toBeTruthy();

    fireEvent.mouseDown(screen.getByLabelText('Acción'));
    fireEvent.click(await screen.findByTitle('Inicio de sesión fallido'));
    await waitFor(() => expect(table.queryByText('Solicitudes exportadas')).toBeNull());
    expect(api.callsTo('GET /api/audit').at(-1)?.query.get('action')).toBe('auth.login_failed');
  });

  it('is not for editors', async () => {
    stubApi({ ...signedIn(EDITOR), 'GET /api/audit': { status: 403, body: { message: MESSAGES.forbidden } } });
    renderAdmin('/admin/actividad');
    expect(await screen.findByText('Solo los administradores pueden ver esta sección.')).toBeTruthy();
  });
});
