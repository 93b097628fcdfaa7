import { type AdminUser, MESSAGES } from '@casa/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test-support/api-stub.js';
import { ADMIN, signedIn } from '../../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../../test-support/render-admin.js';

afterEach(resetAdminTests);

const me: AdminUser = {
  id: ADMIN.id,
  username: ADMIN.username,
  role: 'admin',
  disabled: false,
  twoFactorEnabled: false,
  createdAt: '2026-01-05T10:00:00.000Z',
};
const carla: AdminUser = {
  id: 5,
  username: 'carla',
  role: 'editor',
  disabled: false,
  twoFactorEnabled: false,
  createdAt: '2026-02-01T10:00:00.000Z',
};

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
}

const row = (name: string) => screen.getAllByRole('row').find((candidate) => within(candidate).queryByText(name, { exact: true }));

describe('Usuarios: the dialogs (docs/product.md §6)', () => {
  it('creates a user only with the password typed twice alike, and shows a taken username under its field', async () => {
    const api = stubApi({
      ...signedIn(),
      'GET /api/users': { body: [me, carla] },
      'POST /api/users': ({ body }) =>
        (body as { username: string }).username === 'carla'
          ? { status: 409, body: { message: MESSAGES.usernameTaken, errors: { username: [MESSAGES.usernameTaken] } } }
          : { status: 201, body: { ...carla, id: 6, username: 'dario' } },
    });
    renderAdmin('/admin/usuarios');
    await screen.findByText('carla');
    expect(within(row('ana') as HTMLElement).getByText('Tú')).toBeTruthy();
    expect(within(row('carla') as HTMLElement).queryByText('Tú')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Nuevo usuario/ }));
    const form = await screen.findByRole('form', { name: 'Nuevo usuario' });

    fill(form, { Usuario: 'carla', 'Contraseña inicial': 'clave-nueva-1', 'Repite la contraseña': 'clave-nueva-2' });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear usuario' }));
    expect(await within(form).findByText(MESSAGES.passwordsDiffer)).toBeTruthy();
    expect(api.callsTo('POST /api/users')).toHaveLength(0);

    fill(form, { 'Repite la contraseña': 'clave-nueva-1' });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear usuario' }));
    expect(await within(form).findByText(MESSAGES.usernameTaken)).toBeTruthy();

    fill(form, { Usuario: 'dario' });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText(MESSAGES.userCreated)).toBeTruthy();
    // The repetition stays in the browser.
    expect(api.callsTo('POST /api/users').at(-1)?.body).toEqual({ username: 'dario', password: 'clave-nueva-1', role: 'editor' });
  });

  it('resets another user’s password from their row, telling that their sessions end', async () => {
    const api = stubApi({
      ...signedIn(),
      'GET /api/users': { body: [me, carla] },
      'PATCH /api/users/:id': ({ body }) => ({ body: { ...carla, ...(body as object) } }),
    });
    renderAdmin('/admin/usuarios');
    fireEvent.click(await screen.findByRole('button', { name: 'Restablecer contraseña de carla' }));
    const form = await screen.findByRole('form', { name: 'Restablecer contraseña' });
    fill(form, { 'Nueva contraseña': 'clave-carla-2', 'Repite la contraseña': 'clave-carla-2' });
    fireEvent.click(within(form).getByRole('button', { name: 'Restablecer' }));

    expect(await screen.findByText(MESSAGES.passwordResetDone)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordResetSessions)).toBeTruthy();
    const [call] = api.callsTo('PATCH /api/users/:id');
    expect(call?.params.id).toBe('5');
    expect(call?.body).toEqual({ password: 'clave-carla-2' });
  });

  it('gives your own row no actions', async () => {
    stubApi({ ...signedIn(), 'GET /api/users': { body: [me, carla] } });
    renderAdmin('/admin/usuarios');
    expect(await screen.findByText('Tu contraseña se cambia en Mi cuenta')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restablecer contraseña de ana' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Eliminar a carla' })).toBeTruthy();
  });
});
