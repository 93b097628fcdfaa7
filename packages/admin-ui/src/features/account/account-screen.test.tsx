import { MESSAGES } from '@casa/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test-support/api-stub.js';
import { EDITOR, signedIn } from '../../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../../test-support/render-admin.js';

afterEach(resetAdminTests);

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(label, { exact: true }), { target: { value } });
  }
}

describe('Mi cuenta (docs/product.md §6)', () => {
  it('changes your own password with the current one, and empties the form', async () => {
    const api = stubApi({
      ...signedIn(EDITOR),
      'POST /api/auth/password': ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'clave-actual-1'
          ? { status: 204 }
          : { status: 400, body: { message: MESSAGES.currentPasswordWrong, errors: { currentPassword: [MESSAGES.currentPasswordWrong] } } },
    });
    renderAdmin('/admin/cuenta');
    expect(await screen.findByText('Editor')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Cambiar contraseña' });

    fill(form, {
      'Contraseña actual': 'no-es-la-clave',
      'Nueva contraseña': 'clave-nueva-2',
      'Repite la nueva contraseña': 'clave-nueva-3',
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(form).findByText(MESSAGES.passwordsDiffer)).toBeTruthy();
    expect(api.callsTo('POST /api/auth/password')).toHaveLength(0);

    fill(form, { 'Repite la nueva contraseña': 'clave-nueva-2' });
    fireEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(form).findByText(MESSAGES.currentPasswordWrong)).toBeTruthy();

    fill(form, { 'Contraseña actual': 'clave-actual-1' });
    fireEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordChangedSessions)).toBeTruthy();
    expect(api.callsTo('POST /api/auth/password').at(-1)?.body).toEqual({
      currentPassword: 'clave-actual-1',
      newPassword: 'clave-nueva-2',
    });
    await waitFor(() => expect((within(form).getByLabelText('Contraseña actual') as HTMLInputElement).value).toBe(''));
  });
});
