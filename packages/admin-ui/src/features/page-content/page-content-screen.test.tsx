import { MESSAGES, type PageContent } from '@casa/core';
import { DEFAULT_PAGE_CONTENT } from '@casa/core/content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-support/api-stub.js';
import { EDITOR, signedIn } from '../../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../../test-support/render-admin.js';
import { placeOf } from './page-content-place.js';

afterEach(resetAdminTests);

const pagesForm = () => screen.findByRole('form', { name: 'Textos de las páginas' });
const division = (name: 'Corporativo' | 'Hospitality') => within(screen.getByRole('group', { name: `División ${name}` }));

/** As a person would: the division's tab, then the page's panel. */
async function openPanel(name: 'Corporativo' | 'Hospitality', panel: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
  fireEvent.click(await division(name).findByRole('button', { name: panel }));
}
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const PHOTO = '0123456789abcdef-01234567';

describe('Páginas (docs/decisions/0022-page-texts.md)', () => {
  it('an editor changes a service title and saves the whole texts, and is told so', async () => {
    const api = stubApi({
      ...signedIn(EDITOR),
      'GET /api/page-content': { body: DEFAULT_PAGE_CONTENT },
      'PUT /api/page-content': ({ body }) => ({ body }),
    });
    renderAdmin('/admin/paginas');
    const form = within(await pagesForm());
    expect(screen.getByRole('link', { name: 'Páginas' })).toBeTruthy();
    await openPanel('Corporativo', 'Servicios');
    const service = within(division('Corporativo').getByRole('group', { name: 'Servicio 1' }));
    expect(valueOf(service.getByLabelText('Título'))).toBe('Planificación de Espacios');

    fireEvent.change(service.getByLabelText('Título'), { target: { value: 'Diseño de Oficinas' } });
    fireEvent.click(form.getByRole('button', { name: /Guardar/ }));

    expect(await screen.findByText(MESSAGES.pageContentSaved)).toBeTruthy();
    const sent = api.callsTo('PUT /api/page-content')[0]?.body as PageContent;
    expect(sent.divisions.corporativo.services.items[0]?.title).toBe('Diseño de Oficinas');
    const expected = structuredClone(DEFAULT_PAGE_CONTENT);
    expected.divisions.corporativo.services.items[0]!.title = 'Diseño de Oficinas';
    expect(sent).toEqual(expected);
  });

  it('checks the fields before sending: an empty title gets its Spanish message and nothing is sent', async () => {
    const api = stubApi({ ...signedIn(EDITOR), 'GET /api/page-content': { body: DEFAULT_PAGE_CONTENT } });
    renderAdmin('/admin/paginas');
    const form = within(await pagesForm());
    await openPanel('Hospitality', 'Proceso');
    const step = within(division('Hospitality').getByRole('group', { name: 'Paso 2' }));
    fireEvent.change(step.getByLabelText('Subtítulo'), { target: { value: '  ' } });
    // Away from the field: saving brings its tab and panel back into view.
    fireEvent.click(screen.getByRole('tab', { name: 'General' }));
    fireEvent.click(form.getByRole('button', { name: /Guardar/ }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Hospitality' }).getAttribute('aria-selected')).toBe('true'));
    expect(await step.findByText(MESSAGES.required)).toBeTruthy();
    expect(api.callsTo('PUT /api/page-content')).toHaveLength(0);
  });

  it('shows the server’s reasons under their fields when it refuses the save', async () => {
    const logged = vi.spyOn(console, 'error').mockReturnValue(undefined);
    stubApi({
      ...signedIn(),
      'GET /api/page-content': { body: DEFAULT_PAGE_CONTENT },
      'PUT /api/page-content': {
        status: 400,
        body: {
          message: MESSAGES.pageContentImageMissing,
          errors: { 'divisions.corporativo.about.heroImage': [MESSAGES.pageContentImageMissing] },
        },
      },
    });
    renderAdmin('/admin/paginas');
    const form = within(await pagesForm());
    fireEvent.click(form.getByRole('button', { name: /Guardar/ }));
    // The field's tab and panel open, with the reason under it.
    const corporativo = within(await screen.findByRole('group', { name: 'División Corporativo' }));
    const about = await corporativo.findByRole('group', { name: 'Imagen de portada' });
    expect(within(about.closest('.ant-form-item') as HTMLElement).getByText(MESSAGES.pageContentImageMissing)).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to save page texts', expect.objectContaining({ status: 400 }));
  });

  it('a hero photo is chosen from the uploaded images, and can go back to the stock photo', async () => {
    const api = stubApi({
      ...signedIn(EDITOR),
      'GET /api/page-content': { body: DEFAULT_PAGE_CONTENT },
      'GET /api/page-content/photos': { body: { items: [{ key: PHOTO, url: `/media/${PHOTO}`, width: 1280, height: 960 }] } },
      'PUT /api/page-content': ({ body }) => ({ body }),
    });
    renderAdmin('/admin/paginas');
    const form = within(await pagesForm());
    await openPanel('Hospitality', 'Inicio de la división');
    const hero = within(division('Hospitality').getByRole('group', { name: 'Imagen de portada' }));
    expect(hero.getByText('Foto de serie del sitio')).toBeTruthy();
    fireEvent.click(hero.getByRole('button', { name: /Elegir imagen/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Imagen subida 1' }));
    expect(await hero.findByAltText('Imagen elegida')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: /Guardar/ }));
    await screen.findByText(MESSAGES.pageContentSaved);
    expect((api.callsTo('PUT /api/page-content')[0]?.body as PageContent).divisions.hospitality.home.heroImage).toBe(PHOTO);

    fireEvent.click(hero.getByRole('button', { name: /Usar la foto de serie/ }));
    expect(hero.getByText('Foto de serie del sitio')).toBeTruthy();
  });

  it('a legal page gets a new section, saved with the others', async () => {
    const api = stubApi({
      ...signedIn(EDITOR),
      'GET /api/page-content': { body: DEFAULT_PAGE_CONTENT },
      'PUT /api/page-content': ({ body }) => ({ body }),
    });
    renderAdmin('/admin/paginas');
    const form = within(await pagesForm());
    fireEvent.click(screen.getByRole('tab', { name: 'Legal' }));
    const legal = within(await screen.findByRole('group', { name: 'Legal' }));
    const terms = within(
      legal
        .getByText('Términos y Condiciones', { selector: '.ant-collapse-title, .ant-collapse-title *' })
        .closest('.ant-collapse-item') as HTMLElement,
    );
    fireEvent.click(terms.getByRole('button', { name: /Agregar sección/ }));
    const added = within(terms.getByRole('group', { name: 'Sección 8' }));
    fireEvent.change(added.getByLabelText('Título'), { target: { value: 'Contacto' } });
    fireEvent.change(added.getByLabelText('Texto'), { target: { value: 'Escríbanos a {correo}.' } });
    fireEvent.click(form.getByRole('button', { name: /Guardar/ }));
    await screen.findByText(MESSAGES.pageContentSaved);
    const sent = api.callsTo('PUT /api/page-content')[0]?.body as PageContent;
    expect(sent.legal.terms.sections.at(-1)).toEqual({ title: 'Contacto', body: 'Escríbanos a {correo}.' });
    expect(sent.legal.terms.sections).toHaveLength(8);
    expect(sent.legal.privacy).toEqual(DEFAULT_PAGE_CONTENT.legal.privacy);
  });

  it('says so when the texts cannot be loaded', async () => {
    stubApi({ ...signedIn(), 'GET /api/page-content': { status: 500, body: { message: 'x' } } });
    renderAdmin('/admin/paginas');
    expect(await screen.findByText(MESSAGES.pageContentLoadError)).toBeTruthy();
  });
});

describe('placeOf', () => {
  it('names the tab and panel of a field', () => {
    expect(placeOf('history.title')).toEqual({ lang: 'es', tab: 'general', panel: null });
    expect(placeOf('legal.terms.sections.3.body')).toEqual({ lang: 'es', tab: 'legal', panel: null });
    expect(placeOf('divisions.hospitality.services.process.2.title')).toEqual({ lang: 'es', tab: 'hospitality', panel: 'process' });
    expect(placeOf('divisions.corporativo.services.items.0.icon')).toEqual({ lang: 'es', tab: 'corporativo', panel: 'services' });
  });

  it('names the English tab first for an English text', () => {
    expect(placeOf('en.history.title')).toEqual({ lang: 'en', tab: 'general', panel: null });
    expect(placeOf('en.divisions.hospitality.home.title')).toEqual({ lang: 'en', tab: 'hospitality', panel: 'home' });
    expect(placeOf('en.legal.privacy.sections.0.body')).toEqual({ lang: 'en', tab: 'legal', panel: null });
  });
});
