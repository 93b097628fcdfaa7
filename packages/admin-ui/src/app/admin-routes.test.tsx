import { MESSAGES } from '@casa/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../test-support/api-stub.js';
import { ADMIN, EDITOR, lead, SIGNED_OUT, signedIn } from '../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../test-support/render-admin.js';

afterEach(resetAdminTests);

const nav = () => screen.getByRole('navigation', { name: 'Secciones del panel' });
const here = (view: ReturnType<typeof renderAdmin>) => `${view.location().pathname}${view.location().search}`;

describe('admin addresses (docs/decisions/0018-admin-urls.md)', () => {
  it('sends a signed-out visitor of a deep link to /login, and back to that link once signed in', async () => {
    const api = stubApi({
      ...SIGNED_OUT,
      'POST /api/auth/login': { body: ADMIN },
      'GET /api/leads/summary': { body: { new: 0 } },
      'GET /api/leads': { body: { items: [lead()], total: 1, page: 1, pageSize: 25 } },
      'GET /api/leads/:id': { body: lead() },
    });
    const view = renderAdmin('/admin/solicitudes/42');
    const form = await screen.findByRole('form', { name: 'Iniciar sesión' });
    expect(here(view)).toBe('/login?next=%2Fadmin%2Fsolicitudes%2F42');
    expect(screen.queryByText('Hotel Brisa')).toBeNull();

    fireEvent.change(within(form).getByLabelText('Usuario'), { target: { value: 'ana' } });
    fireEvent.change(within(form).getByLabelText('Contraseña'), { target: { value: 'una-clave-larga' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByRole('dialog', { name: 'Hotel Brisa' })).toBeTruthy();
    expect(here(view)).toBe('/admin/solicitudes/42');
    expect(api.callsTo('GET /api/leads/:id')[0]?.params.id).toBe('42');
  });

  it('never follows a ?next= that leaves the admin', async () => {
    stubApi({ ...signedIn(), ...SIGNED_OUT, 'POST /api/auth/login': { body: ADMIN } });
    const view = renderAdmin('/login?next=%2F%2Fevil.example%2Fadmin');
    const form = await screen.findByRole('form', { name: 'Iniciar sesión' });
    fireEvent.change(within(form).getByLabelText('Usuario'), { target: { value: 'ana' } });
    fireEvent.change(within(form).getByLabelText('Contraseña'), { target: { value: 'una-clave-larga' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(here(view)).toBe('/admin/resumen'));
    expect(screen.getByText('Bienvenido, ana')).toBeTruthy();
  });

  it('opens /admin on the first screen, and old ?lead= and ?tab= links on their new addresses', async () => {
    stubApi({
      ...signedIn(),
      'GET /api/leads': { body: { items: [], total: 0, page: 1, pageSize: 25 } },
      'GET /api/leads/stats': { body: { weeks: [], bySource: [], medianHoursToHandle: null, toConfirm: 0, mailFailed: 0 } },
      'GET /api/leads/:id': { body: lead({ id: '42', name: 'Resort Sol' }) },
      'GET /api/newsletter/subscribers': { body: { items: [], total: 0 } },
    });
    const home = renderAdmin('/admin');
    // 'Resumen' first (docs/product.md §6).
    expect(await screen.findByRole('heading', { name: 'Resumen' })).toBeTruthy();
    await waitFor(() => expect(here(home)).toBe('/admin/resumen'));
    home.unmount();

    const email = renderAdmin('/admin?lead=contact-12');
    expect(await screen.findByRole('dialog', { name: 'Resort Sol' })).toBeTruthy();
    expect(here(email)).toBe('/admin/solicitudes/contact-12');
    email.unmount();

    const tab = renderAdmin('/admin?tab=newsletter');
    expect(await screen.findByRole('tab', { name: 'Boletín', selected: true })).toBeTruthy();
    expect(here(tab)).toBe('/admin/boletin');
  });

  it('closes a lead with Back and opens it again with Forward, keeping the inbox as it was', async () => {
    const api = stubApi({
      ...signedIn(),
      'GET /api/leads': { body: { items: [lead()], total: 1, page: 1, pageSize: 25 } },
      'GET /api/leads/:id': { body: lead() },
    });
    const view = renderAdmin('/admin/solicitudes');
    const search = await screen.findByLabelText('Buscar');
    fireEvent.change(search, { target: { value: 'Brisa' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(await screen.findByRole('button', { name: 'Hotel Brisa' }));
    expect(await screen.findByRole('dialog', { name: 'Hotel Brisa' })).toBeTruthy();
    expect(here(view)).toBe('/admin/solicitudes/42');

    await act(() => view.navigate(-1));
    expect(here(view)).toBe('/admin/solicitudes');
    expect(screen.queryByRole('dialog', { name: 'Hotel Brisa' })).toBeNull();
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('Brisa');
    expect(api.callsTo('GET /api/leads').at(-1)?.query.get('q')).toBe('Brisa');
    await act(() => view.navigate(1));
    expect(await screen.findByRole('dialog', { name: 'Hotel Brisa' })).toBeTruthy();

    // Closing the panel is a step back too: Forward would open it again.
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Hotel Brisa' })).getByRole('button', { name: 'Cerrar' }));
    expect(here(view)).toBe('/admin/solicitudes');
  });

  it('shows an editor the screens of their role, and the 403 result on an admin-only address', async () => {
    const api = stubApi(signedIn(EDITOR));
    renderAdmin('/admin/configuracion');
    expect(await screen.findByText(MESSAGES.adminOnly)).toBeTruthy();
    const links = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Resumen', 'Proyectos', 'Solicitudes', 'Páginas', 'Mi cuenta']);
    expect(api.callsTo('GET /api/settings')).toHaveLength(0);
  });

  it('marks the current screen in the navigation and counts new leads beside Solicitudes', async () => {
    stubApi({ ...signedIn(), 'GET /api/leads/summary': { body: { new: 3 } }, 'GET /api/users': { body: [] } });
    renderAdmin('/admin/usuarios');
    expect(await screen.findByRole('link', { name: 'Solicitudes (3 nuevas)' })).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'Usuarios' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getByRole('link', { name: 'Proyectos' }).getAttribute('aria-current')).toBeNull();
  });

  it('logs out to a plain /login even when a refresh meets the ended session before the logout answers', async () => {
    let answerLogout = () => {};
    const api = stubApi({
      ...signedIn(),
      'POST /api/auth/logout': () => new Promise((resolve) => (answerLogout = () => resolve({ status: 204 }))),
    });
    const view = renderAdmin('/admin/cuenta');
    fireEvent.click(await screen.findByRole('button', { name: /Cerrar sesión/ }));
    await waitFor(() => expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1));
    // The server has ended the session: the new-leads count, refreshed as the window regains
    // focus, is refused before the logout's own answer arrives.
    api.set({ 'GET /api/leads/summary': { status: 401, body: { message: 'No autenticado' } } });
    const polls = api.callsTo('GET /api/leads/summary').length;
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(api.callsTo('GET /api/leads/summary')).toHaveLength(polls + 1));
    await waitFor(() => expect(here(view)).toBe('/login'));
    await act(async () => answerLogout());
    expect(await screen.findByRole('form', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(here(view)).toBe('/login');
  });

  it('logs out to a plain /login and forgets what the admin saw: the next sign-in asks again', async () => {
    const api = stubApi({
      ...signedIn(),
      'GET /api/users': { body: [] },
      'POST /api/auth/logout': { status: 204 },
      'POST /api/auth/login': { body: ADMIN },
    });
    const view = renderAdmin('/admin/usuarios');
    await waitFor(() => expect(api.callsTo('GET /api/users')).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: /Cerrar sesión/ }));
    const form = await screen.findByRole('form', { name: 'Iniciar sesión' });
    expect(here(view)).toBe('/login');

    api.set({ 'GET /api/auth/me': { body: ADMIN } });
    fireEvent.change(within(form).getByLabelText('Usuario'), { target: { value: 'ana' } });
    fireEvent.change(within(form).getByLabelText('Contraseña'), { target: { value: 'una-clave-larga' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(here(view)).toBe('/admin/resumen'));
    fireEvent.click(within(nav()).getByRole('link', { name: 'Usuarios' }));
    await waitFor(() => expect(api.callsTo('GET /api/users')).toHaveLength(2));
  });

  it('answers an address that names no screen inside the admin frame', async () => {
    stubApi(signedIn());
    renderAdmin('/admin/no-existe');
    expect(await screen.findByText('Página no encontrada')).toBeTruthy();
    expect(nav()).toBeTruthy();
  });
});
