import { MESSAGES } from '@casa/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test-support/api-stub.js';
import { project, projectPage, signedIn } from '../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../test-support/render-admin.js';

afterEach(resetAdminTests);

/** The staff list holding `items`, and each of them by id (404 for any other), as the server answers them. */
function projectRoutes(items: Record<string, unknown>[] = [project()]) {
  return {
    'GET /api/projects/all': { body: projectPage(items) },
    'GET /api/projects/:id': (call: { params: Record<string, string> }) => {
      const found = items.find((item) => String(item.id) === call.params.id);
      return found ? { body: found } : { status: 404, body: { message: MESSAGES.projectNotFoundApi } };
    },
  };
}

// The form inside the dialog: antd names its dialogs by an id that is the same for all of them under test.
const projectForm = (name: string) => screen.findByRole('form', { name });

describe('Proyectos and the project form (docs/product.md §2, §5)', () => {
  it('opens a project’s form at its address and says what is wrong before sending anything', async () => {
    const api = stubApi({ ...signedIn(), ...projectRoutes() });
    renderAdmin('/admin/proyectos/7');
    const form = within(await projectForm('Editar Proyecto'));
    expect((form.getByLabelText('Nombre del proyecto') as HTMLInputElement).value).toBe('Torre Ejecutiva');

    fireEvent.change(form.getByLabelText('Nombre del proyecto'), { target: { value: '  ' } });
    fireEvent.change(form.getByLabelText('Ubicación'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: /Crear Tipo Personalizado/ }));
    fireEvent.click(form.getByRole('button', { name: 'Actualizar Proyecto' }));

    expect(await form.findByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(form.getByText(MESSAGES.locationRequired)).toBeTruthy();
    expect(form.getByText(MESSAGES.customTypeRequired)).toBeTruthy();
    expect(api.callsTo('PUT /api/projects/:id')).toHaveLength(0);
  });

  it('shows the server’s reason for a refused save under its field, beside the generic toast', async () => {
    vi.spyOn(console, 'error').mockReturnValue(undefined);
    const tooLong = MESSAGES.tooLong(255);
    stubApi({
      ...signedIn(),
      ...projectRoutes(),
      'PUT /api/projects/:id': { status: 400, body: { message: tooLong, errors: { location: [tooLong] } } },
    });
    renderAdmin('/admin/proyectos/7');
    const form = within(await projectForm('Editar Proyecto'));
    fireEvent.click(form.getByRole('button', { name: 'Actualizar Proyecto' }));
    expect(await screen.findByText(MESSAGES.projectSaveError)).toBeTruthy();
    const location = form.getByLabelText('Ubicación').closest('.ant-form-item') as HTMLElement;
    expect(within(location).getByText(tooLong)).toBeTruthy();
  });

  it('asks for a first image before a new project can be created', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:foto');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    stubApi(signedIn());
    const view = renderAdmin('/admin/proyectos');
    fireEvent.click(await screen.findByRole('button', { name: /Agregar Proyecto/ }));
    const form = within(await projectForm('Crear Nuevo Proyecto'));
    expect(view.location().pathname).toBe('/admin/proyectos/nuevo');
    expect(form.getByText(MESSAGES.imageRequired)).toBeTruthy();
    expect((form.getByRole('button', { name: 'Crear Proyecto' }) as HTMLButtonElement).disabled).toBe(true);

    const photo = new File([new Uint8Array(2048)], 'sala.jpg', { type: 'image/jpeg' });
    fireEvent.change(document.getElementById('project-images') as HTMLInputElement, { target: { files: [photo] } });
    expect(await form.findByText('1/20')).toBeTruthy();
    expect(form.queryByText(MESSAGES.imageRequired)).toBeNull();
    expect((form.getByRole('button', { name: 'Crear Proyecto' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when the address names no project, and goes back to the list', async () => {
    stubApi({ ...signedIn(), ...projectRoutes() });
    const view = renderAdmin('/admin/proyectos/99');
    expect(await screen.findByText(MESSAGES.projectNotFoundTitle)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Volver a Proyectos' }));
    await waitFor(() => expect(view.location().pathname).toBe('/admin/proyectos'));
    expect(screen.queryByText(MESSAGES.projectNotFoundTitle)).toBeNull();
    expect(screen.getByText('Torre Ejecutiva')).toBeTruthy();
  });

  it('asks the server for one page at a time, with the search and filters, and shows its answer', async () => {
    const many = Array.from({ length: 24 }, (_, index) => project({ id: 100 + index, name: `Hotel ${index + 1}` }));
    const api = stubApi({
      ...signedIn(),
      'GET /api/projects/all': (call) => {
        const q = call.query.get('q');
        if (q) return { body: projectPage([project({ id: 9, name: 'Torre Acrópolis' })], 1) };
        return {
          body: projectPage(
            call.query.get('page') === '2' ? [project({ id: 200, name: 'Hotel 25' })] : many,
            25,
            Number(call.query.get('page')),
          ),
        };
      },
    });
    renderAdmin('/admin/proyectos');
    expect(await screen.findByText('Hotel 1')).toBeTruthy();
    expect(screen.getAllByTestId('project-card')).toHaveLength(24);
    expect(api.callsTo('GET /api/projects/all')[0]?.query.get('pageSize')).toBe('24');

    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Hotel 25')).toBeTruthy();
    expect(api.callsTo('GET /api/projects/all').at(-1)?.query.get('page')).toBe('2');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar por nombre o ubicación' }), { target: { value: 'acropolis' } });
    expect(await screen.findByText('Torre Acrópolis')).toBeTruthy();
    const searched = api.callsTo('GET /api/projects/all').at(-1);
    expect(searched?.query.get('q')).toBe('acropolis');
    // A new search starts at its first page.
    expect(searched?.query.get('page')).toBe('1');
    expect(screen.getByTestId('projects-shown').textContent).toBe('1 de 25 proyectos');
  });
});
