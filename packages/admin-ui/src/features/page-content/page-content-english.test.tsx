import { MESSAGES, type PageContent } from '@casa/core';
import { DEFAULT_PAGE_CONTENT } from '@casa/core/content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-support/api-stub.js';
import { EDITOR, signedIn } from '../../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../../test-support/render-admin.js';

afterEach(resetAdminTests);

const pagesForm = () => screen.findByRole('form', { name: 'Textos de las páginas' });
const englishDivision = (name: 'Corporativo' | 'Hospitality') => within(screen.getByRole('group', { name: `División ${name} en inglés` }));
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

describe("Páginas: the 'English' tab (docs/decisions/0026-english-site.md)", () => {
  it('edits an English text beside its Spanish one, with the same tabs and panels, and saves it with the rest', async () => {
    const api = stubApi({
      ...signedIn(EDITOR),
      'GET /api/page-content': { body: DEFAULT_PAGE_CONTENT },
      'PUT /api/page-content': ({ body }) => ({ body }),
    });
    renderAdmin('/admin/paginas');
    const form = within(await pagesForm());
    fireEvent.click(form.getByRole('tab', { name: 'English' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Hospitality' }));
    fireEvent.click(await englishDivision('Hospitality').findByRole('button', { name: 'Inicio de la división' }));
    const title = englishDivision('Hospitality').getByLabelText('Título principal (inglés)');
    expect(valueOf(title)).toBe(DEFAULT_PAGE_CONTENT.en.divisions.hospitality.home.title);
    expect(englishDivision('Hospitality').getByTestId('page-content-en-divisions-hospitality-home-title-spanish').textContent).toBe(
      DEFAULT_PAGE_CONTENT.divisions.hospitality.home.title,
    );
    // The photos are one for both languages: the English panel has none to choose.
    expect(englishDivision('Hospitality').queryByText('Imagen de portada')).toBeNull();

    fireEvent.change(title, { target: { value: 'Furniture for hotels that guests remember' } });
    fireEvent.click(form.getByRole('button', { name: /Guardar/ }));

    expect(await screen.findByText(MESSAGES.pageContentSaved)).toBeTruthy();
    const sent = api.callsTo('PUT /api/page-content')[0]?.body as PageContent;
    expect(sent.en.divisions.hospitality.home.title).toBe('Furniture for hotels that guests remember');
    expect(sent.divisions).toEqual(DEFAULT_PAGE_CONTENT.divisions);
  });

  it("shows the 'English' tab, the division and the panel of an English text the server refuses", async () => {
    vi.spyOn(console, 'error').mockReturnValue(undefined);
    const tooLong = MESSAGES.tooLong(120);
    stubApi({
      ...signedIn(EDITOR),
      'GET /api/page-content': { body: DEFAULT_PAGE_CONTENT },
      'PUT /api/page-content': {
        status: 400,
        body: { message: MESSAGES.validationFailed, errors: { 'en.divisions.corporativo.contact.subtitle': [tooLong] } },
      },
    });
    renderAdmin('/admin/paginas');
    const form = within(await pagesForm());
    fireEvent.click(form.getByRole('button', { name: /Guardar/ }));
    await waitFor(() => expect(form.getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tab', { name: 'Corporativo' }).getAttribute('aria-selected')).toBe('true');
    expect(await englishDivision('Corporativo').findByText(tooLong)).toBeTruthy();
  });
});
