import { MESSAGES, type SiteSettings } from '@casa/core';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-support/api-stub.js';
import { signedIn } from '../../test-support/fixtures.js';
import { renderAdmin, resetAdminTests } from '../../test-support/render-admin.js';

afterEach(resetAdminTests);

const settingsForm = () => screen.findByRole('form', { name: 'Configuración del sitio' });
const hospitality = () => within(screen.getByRole('group', { name: 'División Hospitality' }));
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

describe('Configuración (docs/decisions/0011-site-settings.md)', () => {
  it('saves the whole settings with the change, and says so', async () => {
    const api = stubApi({
      ...signedIn(),
      'GET /api/settings': { body: DEFAULT_SITE_SETTINGS },
      'PUT /api/settings': ({ body }) => ({ body }),
    });
    renderAdmin('/admin/configuracion');
    const form = within(await settingsForm());
    expect(valueOf(form.getByLabelText('Nombre de la empresa'))).toBe(DEFAULT_SITE_SETTINGS.companyName);

    fireEvent.change(hospitality().getByLabelText('Número de WhatsApp'), { target: { value: '18095554321' } });
    fireEvent.click(form.getByRole('button', { name: /Guardar/ }));

    expect(await screen.findByText(MESSAGES.settingsSaved)).toBeTruthy();
    const sent = api.callsTo('PUT /api/settings')[0]?.body as SiteSettings;
    expect(sent.divisions.hospitality.whatsapp.number).toBe('18095554321');
    expect({ ...sent, divisions: DEFAULT_SITE_SETTINGS.divisions }).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('shows the server’s reasons under their fields when it refuses the save', async () => {
    const logged = vi.spyOn(console, 'error').mockReturnValue(undefined);
    stubApi({
      ...signedIn(),
      'GET /api/settings': { body: DEFAULT_SITE_SETTINGS },
      'PUT /api/settings': {
        status: 400,
        body: { message: MESSAGES.validationFailed, errors: { 'divisions.hospitality.email': [MESSAGES.emailInvalid] } },
      },
    });
    renderAdmin('/admin/configuracion');
    const form = within(await settingsForm());
    fireEvent.click(form.getByRole('button', { name: /Guardar/ }));
    expect(await hospitality().findByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(form.getByText(MESSAGES.validationFailed)).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to save settings', expect.objectContaining({ status: 400 }));
  });

  it('undoes the last save after asking, and shows the settings from before', async () => {
    const before: SiteSettings = { ...DEFAULT_SITE_SETTINGS, companyName: 'Casa Mobilia Antes' };
    const api = stubApi({
      ...signedIn(),
      'GET /api/settings': { body: DEFAULT_SITE_SETTINGS },
      'POST /api/settings/undo': { body: before },
    });
    renderAdmin('/admin/configuracion');
    const form = within(await settingsForm());
    fireEvent.click(form.getByRole('button', { name: /Deshacer último cambio/ }));
    expect(await screen.findByText(MESSAGES.settingsUndoConfirm)).toBeTruthy();
    expect(api.callsTo('POST /api/settings/undo')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText(MESSAGES.settingsUndone)).toBeTruthy();
    await waitFor(() => expect(valueOf(form.getByLabelText('Nombre de la empresa'))).toBe('Casa Mobilia Antes'));
  });

  it('says there is nothing to undo when the server has no earlier version', async () => {
    stubApi({
      ...signedIn(),
      'GET /api/settings': { body: DEFAULT_SITE_SETTINGS },
      'POST /api/settings/undo': { status: 409, body: { message: MESSAGES.settingsNothingToUndo } },
    });
    renderAdmin('/admin/configuracion');
    const form = within(await settingsForm());
    fireEvent.click(form.getByRole('button', { name: /Deshacer último cambio/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText(MESSAGES.settingsNothingToUndo)).toBeTruthy();
    expect(valueOf(form.getByLabelText('Nombre de la empresa'))).toBe(DEFAULT_SITE_SETTINGS.companyName);
  });

  it("edits the English texts in the 'English' tab, beside the Spanish ones, and saves them with the rest", async () => {
    const api = stubApi({
      ...signedIn(),
      'GET /api/settings': { body: DEFAULT_SITE_SETTINGS },
      'PUT /api/settings': ({ body }) => ({ body }),
    });
    renderAdmin('/admin/configuracion');
    const form = within(await settingsForm());
    fireEvent.click(form.getByRole('tab', { name: 'English' }));
    const english = within(form.getByRole('region', { name: 'Textos en inglés' }));
    const hours = english.getByLabelText('Horario de atención (inglés)');
    expect(valueOf(hours)).toBe(DEFAULT_SITE_SETTINGS.en.hours);
    expect(english.getByTestId('settings-en-hours-spanish').textContent).toBe(DEFAULT_SITE_SETTINGS.hours);

    fireEvent.change(hours, { target: { value: 'Monday to Friday, 9:00 to 17:00' } });
    const bio = within(english.getByRole('group', { name: 'División Hospitality en inglés' })).getByLabelText(
      'Biografía del líder (inglés)',
    );
    fireEvent.change(bio, { target: { value: 'Leads the hospitality team.' } });
    fireEvent.click(form.getByRole('button', { name: /Guardar/ }));

    expect(await screen.findByText(MESSAGES.settingsSaved)).toBeTruthy();
    const sent = api.callsTo('PUT /api/settings')[0]?.body as SiteSettings;
    expect(sent.en.hours).toBe('Monday to Friday, 9:00 to 17:00');
    expect(sent.en.divisions.hospitality.leader.bio).toBe('Leads the hospitality team.');
    expect(sent.en.footerText).toBe(DEFAULT_SITE_SETTINGS.en.footerText);
    expect(sent.hours).toBe(DEFAULT_SITE_SETTINGS.hours);
  });
});
