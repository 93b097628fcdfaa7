import { MESSAGES } from '@casa/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-support/api-stub.js';
import { signedIn } from '../../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../../test-support/render-admin.js';

afterEach(resetAdminTests);

const vitra = {
  id: 4,
  name: 'Vitra',
  description: 'Diseño suizo',
  category: 'mobiliario',
  division: 'corporativo',
  logoUrl: '/images/brands/vitra.svg',
  websiteUrl: null,
  isActive: true,
};

async function openBrandManager() {
  fireEvent.click(await screen.findByRole('button', { name: /Gestionar Marcas/ }));
}

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
}

const sent = (body: unknown) => Object.fromEntries([...(body as FormData).entries()].map(([key, value]) => [key, String(value)]));

describe('the brand form (docs/product.md §2 "Brand manager", §5)', () => {
  it('names every missing field at once, then shows the server’s reason about the logo URL under that field', async () => {
    vi.spyOn(console, 'error').mockReturnValue(undefined);
    const api = stubApi({
      ...signedIn(),
      'POST /api/brands': { status: 400, body: { message: MESSAGES.remoteImageFailed, errors: { logoUrl: [MESSAGES.remoteImageFailed] } } },
    });
    renderAdmin('/admin/proyectos');
    await openBrandManager();
    fireEvent.click(await screen.findByRole('button', { name: /Nueva Marca/ }));
    const form = await screen.findByRole('form', { name: 'Nueva Marca' });

    fireEvent.click(within(form).getByRole('button', { name: 'Crear Marca' }));
    expect(await within(form).findByText(MESSAGES.nameRequired)).toBeTruthy();
    for (const message of [MESSAGES.descriptionRequired, MESSAGES.categoryRequired, MESSAGES.logoRequired]) {
      expect(within(form).getByText(message)).toBeTruthy();
    }

    fill(form, { Nombre: 'Acme', Descripción: 'Sillas de oficina', Categoría: 'mobiliario', 'o URL del logo': 'javascript:alert(1)' });
    expect(await within(form).findByText(MESSAGES.invalidUrl)).toBeTruthy();
    expect(within(form).queryByText(MESSAGES.nameRequired)).toBeNull();
    expect(api.callsTo('POST /api/brands')).toHaveLength(0);

    fill(form, { 'o URL del logo': 'https://cdn.example.com/acme.png' });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear Marca' }));
    expect(await within(form).findByText(MESSAGES.remoteImageFailed)).toBeTruthy();
    expect(screen.getByText(MESSAGES.brandCreateError)).toBeTruthy();
    expect(sent(api.callsTo('POST /api/brands')[0]?.body)).toEqual({
      name: 'Acme',
      description: 'Sillas de oficina',
      category: 'mobiliario',
      division: 'corporativo',
      isActive: 'true',
      en: '{"description":""}',
      logoUrl: 'https://cdn.example.com/acme.png',
    });
  });

  it('sends a chosen logo file instead of the URL, and refuses a type logos may not have', async () => {
    const api = stubApi({ ...signedIn(), 'POST /api/brands': { status: 201, body: { ...vitra, id: 9, name: 'Acme' } } });
    renderAdmin('/admin/proyectos');
    await openBrandManager();
    fireEvent.click(await screen.findByRole('button', { name: /Nueva Marca/ }));
    const form = await screen.findByRole('form', { name: 'Nueva Marca' });
    fill(form, { Nombre: 'Acme', Descripción: 'Sillas', Categoría: 'acustica' });

    const logoInput = within(form).getByLabelText('Logo');
    fireEvent.change(logoInput, { target: { files: [new File(['GIF89a'], 'acme.gif', { type: 'image/gif' })] } });
    expect(await within(form).findByText('acme.gif')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Crear Marca' }));
    expect(await within(form).findByText(MESSAGES.logoType)).toBeTruthy();

    fireEvent.change(logoInput, { target: { files: [new File(['<svg/>'], 'acme.svg', { type: 'image/svg+xml' })] } });
    expect(await within(form).findByText('acme.svg')).toBeTruthy();
    await waitFor(() => expect(within(form).queryByText(MESSAGES.logoType)).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: 'Crear Marca' }));
    expect(await screen.findByText(MESSAGES.brandCreated)).toBeTruthy();
    const body = api.callsTo('POST /api/brands')[0]?.body as FormData;
    expect((body.get('logo') as File).name).toBe('acme.svg');
    expect(body.has('logoUrl')).toBe(false);
  });

  it('keeps the stored logo of a brand being edited without sending its URL again', async () => {
    const api = stubApi({
      ...signedIn(),
      'GET /api/brands': { body: [vitra] },
      'PUT /api/brands/:id': ({ params }) => ({ body: { ...vitra, id: Number(params.id), description: 'Diseño suizo de oficina' } }),
    });
    renderAdmin('/admin/proyectos');
    await openBrandManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Vitra' }));
    const form = await screen.findByRole('form', { name: 'Editar Marca' });
    fill(form, { Descripción: 'Diseño suizo de oficina' });
    fireEvent.click(within(form).getByRole('button', { name: 'Actualizar Marca' }));

    expect(await screen.findByText(MESSAGES.brandUpdated)).toBeTruthy();
    const [call] = api.callsTo('PUT /api/brands/:id');
    expect(call?.params.id).toBe('4');
    expect(sent(call?.body)).toEqual({
      name: 'Vitra',
      description: 'Diseño suizo de oficina',
      category: 'mobiliario',
      division: 'corporativo',
      isActive: 'true',
      en: '{"description":""}',
    });
  });

  it("loads the English description in the 'English' tab, beside the Spanish one, and sends it as en", async () => {
    const english = { ...vitra, en: { description: 'Swiss design' } };
    const api = stubApi({
      ...signedIn(),
      'GET /api/brands': { body: [english] },
      'PUT /api/brands/:id': { body: { ...english, en: { description: 'Swiss office design' } } },
    });
    renderAdmin('/admin/proyectos');
    await openBrandManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Vitra' }));
    const form = await screen.findByRole('form', { name: 'Editar Marca' });
    fireEvent.click(within(form).getByRole('tab', { name: 'English' }));
    const description = within(form).getByLabelText('Descripción (inglés)') as HTMLTextAreaElement;
    expect(description.value).toBe('Swiss design');
    expect(within(form).getByTestId('brand-en-description-spanish').textContent).toBe('Diseño suizo');
    fireEvent.change(description, { target: { value: 'Swiss office design ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Actualizar Marca' }));

    expect(await screen.findByText(MESSAGES.brandUpdated)).toBeTruthy();
    const body = api.callsTo('PUT /api/brands/:id')[0]?.body as FormData;
    expect(JSON.parse(String(body.get('en')))).toEqual({ description: 'Swiss office design' });
    expect(body.get('description')).toBe('Diseño suizo');
  });
});
