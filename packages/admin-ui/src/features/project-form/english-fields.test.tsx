import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test-support/api-stub.js';
import { project, projectPage, signedIn } from '../../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../../test-support/render-admin.js';

afterEach(resetAdminTests);

const stored = project({
  keyFeatures: ['Iluminación natural', 'Acústica controlada'],
  developmentProcess: [{ title: 'Diseño', description: 'Planos y muestras' }],
  imageUrls: ['/media/sala.jpg'],
  imageAlts: ['Sala de juntas'],
  en: {
    name: 'Executive Tower',
    location: '',
    projectType: '',
    scope: '',
    description: '',
    heroTitle: '',
    heroSubtitle: '',
    keyFeatures: ['Natural light', ''],
    developmentProcess: [{ title: 'Design', description: '' }],
    imageAlts: ['Boardroom'],
  },
});

function routes() {
  return {
    ...signedIn(),
    'GET /api/projects/all': { body: projectPage([stored]) },
    'GET /api/projects/:id': { body: stored },
    'PUT /api/projects/:id': (call: { body: unknown }) => ({
      body: { ...stored, en: JSON.parse(String((call.body as FormData).get('en'))) },
    }),
  };
}

async function openEnglishTab() {
  const form = await screen.findByRole('form', { name: 'Editar Proyecto' });
  fireEvent.click(within(form).getByRole('tab', { name: 'English' }));
  return within(within(form).getByRole('region', { name: 'Textos en inglés' }));
}

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

describe("the project form's English tab (docs/decisions/0026-english-site.md)", () => {
  it('loads the English texts beside the Spanish ones, and sends the typed ones as en', async () => {
    const api = stubApi(routes());
    renderAdmin('/admin/proyectos/7');
    const english = await openEnglishTab();

    expect(valueOf(english.getByLabelText('Nombre del proyecto (inglés)'))).toBe('Executive Tower');
    expect(english.getByText('Torre Ejecutiva')).toBeTruthy();
    expect(valueOf(english.getByLabelText('Característica 1 (inglés)'))).toBe('Natural light');
    expect(english.getByText('Acústica controlada')).toBeTruthy();
    expect(valueOf(english.getByLabelText('Título (inglés)'))).toBe('Design');
    expect(valueOf(english.getByLabelText('Texto alternativo de la imagen 1 (inglés)'))).toBe('Boardroom');

    fireEvent.change(english.getByLabelText('Ubicación (inglés)'), { target: { value: ' Santo Domingo, Dominican Republic ' } });
    fireEvent.change(english.getByLabelText('Característica 2 (inglés)'), { target: { value: 'Acoustic control' } });
    fireEvent.change(english.getByLabelText('Descripción (inglés)', { selector: '#project-en-stage-description-0' }), {
      target: { value: 'Drawings and samples' },
    });
    fireEvent.change(english.getByLabelText('Texto alternativo de la imagen 1 (inglés)'), { target: { value: 'Meeting room' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar Proyecto' }));

    await waitFor(() => expect(api.callsTo('PUT /api/projects/:id')).toHaveLength(1));
    const body = api.callsTo('PUT /api/projects/:id')[0]?.body as FormData;
    expect(body.get('name')).toBe('Torre Ejecutiva');
    expect(JSON.parse(String(body.get('en')))).toEqual({
      name: 'Executive Tower',
      location: 'Santo Domingo, Dominican Republic',
      projectType: '',
      scope: '',
      description: '',
      heroTitle: '',
      heroSubtitle: '',
      keyFeatures: ['Natural light', 'Acoustic control'],
      developmentProcess: [{ title: 'Design', description: 'Drawings and samples' }],
      imageAlts: ['Meeting room'],
    });
  });

  it('drops the English twin of a Spanish feature that is removed', async () => {
    const api = stubApi(routes());
    renderAdmin('/admin/proyectos/7');
    const form = within(await screen.findByRole('form', { name: 'Editar Proyecto' }));
    fireEvent.click(form.getByRole('button', { name: 'Quitar característica 1' }));
    fireEvent.click(form.getByRole('button', { name: 'Actualizar Proyecto' }));

    await waitFor(() => expect(api.callsTo('PUT /api/projects/:id')).toHaveLength(1));
    const body = api.callsTo('PUT /api/projects/:id')[0]?.body as FormData;
    expect(JSON.parse(String(body.get('keyFeatures')))).toEqual(['Acústica controlada']);
    expect(JSON.parse(String(body.get('en'))).keyFeatures).toEqual(['']);
  });

  it('shows the Spanish tab again when a Spanish field is missing', async () => {
    stubApi(routes());
    renderAdmin('/admin/proyectos/7');
    await openEnglishTab();
    const form = within(screen.getByRole('form', { name: 'Editar Proyecto' }));
    fireEvent.change(form.getByLabelText('Nombre del proyecto'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Actualizar Proyecto' }));
    await waitFor(() => expect(form.getByRole('tab', { name: 'Español' }).getAttribute('aria-selected')).toBe('true'));
  });
});
