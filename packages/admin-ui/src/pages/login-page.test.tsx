import { MESSAGES } from '@casa/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../test-support/api-stub.js';
import { ADMIN, SIGNED_OUT, signedIn } from '../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../test-support/render-admin.js';

afterEach(resetAdminTests);

async function signIn(username: string, password: string) {
  const form = await screen.findByRole('form', { name: 'Iniciar sesión' });
  fireEvent.change(within(form).getByLabelText('Usuario'), { target: { value: username } });
  fireEvent.change(within(form).getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
  return form;
}

describe('Admin login (docs/product.md §2, §5, §8)', () => {
  it('gives each field its message and sends nothing while they are wrong', async () => {
    const api = stubApi({ ...SIGNED_OUT });
    renderAdmin('/login');
    const form = await signIn('ab', '12345');
    expect(await within(form).findByText(MESSAGES.usernameMin)).toBeTruthy();
    expect(within(form).getByText(MESSAGES.passwordMin)).toBeTruthy();
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('shows the server’s reason in the authentication error toast and stays on /login', async () => {
    stubApi({ ...SIGNED_OUT, 'POST /api/auth/login': { status: 401, body: { message: MESSAGES.invalidCredentials } } });
    const view = renderAdmin('/login');
    await signIn('ana', 'contraseña-incorrecta');
    expect(await screen.findByText(MESSAGES.loginErrorTitle)).toBeTruthy();
    expect(screen.getByText(MESSAGES.invalidCredentials)).toBeTruthy();
    expect(view.location().pathname).toBe('/login');
  });

  it('welcomes the user and opens the admin, replacing /login in the history', async () => {
    const api = stubApi({ ...signedIn(), ...SIGNED_OUT, 'POST /api/auth/login': { body: ADMIN } });
    const view = renderAdmin('/login');
    await signIn('ana', 'una-clave-larga');
    expect(await screen.findByText(MESSAGES.loginSuccessTitle)).toBeTruthy();
    expect(await screen.findByText('Bienvenido, ana')).toBeTruthy();
    await waitFor(() => expect(view.location().pathname).toBe('/admin/resumen'));
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({ username: 'ana', password: 'una-clave-larga' });
  });
});
