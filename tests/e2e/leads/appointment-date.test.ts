import type { Page } from '@playwright/test';
import { expect, test, toast, unique } from '../admin/support';
import { withDatabase } from '../support/database';

// An appointment with a preferred day, confirmed in the admin (docs/decisions/0024-appointment-dates-and-visitor-mail.md).
// The e2e server has no SMTP_URL: the invitation is queued, written, and recorded as not sent; the
// e-mails themselves are tested over SMTP in server/src/features/leads/appointment-dates.test.ts.

const panel = (page: Page) => page.getByRole('dialog', { name: 'Solicita una cita' });

test.describe('Appointment with a date @desktop-only', () => {
  test('the visitor picks a working day and a band; staff confirm it, change it and cancel it', async ({ adminPage, browser }) => {
    const name = unique('Cita con fecha');
    const email = `fecha-${Date.now()}@example.com`;

    // The visitor, in another browser context.
    const visitor = await browser.newPage();
    await visitor.goto('/hospitality');
    await visitor.getByRole('button', { name: 'Solicitar cita' }).click();
    const form = panel(visitor);
    await form.getByLabel('Nombre completo').fill(name);
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Teléfono').fill('829-555-0142');
    await form.getByLabel('Mensaje').fill('Queremos ver muestras de sillas para el restaurante.');
    const days = form.getByLabel(/Fecha preferida/).locator('option');
    // 'Sin preferencia' and the working days (Monday to Friday by the demo's hours) of the next 60.
    const offered = (await days.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).slice(1);
    expect(offered.length).toBeGreaterThanOrEqual(40);
    expect(offered.length).toBeLessThanOrEqual(44);
    for (const day of offered) expect([1, 2, 3, 4, 5]).toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
    const chosen = offered[2] ?? '';
    await form.getByLabel(/Fecha preferida/).selectOption(chosen);
    await form.getByLabel(/Hora preferida/).selectOption({ label: 'Tarde (12:00–17:00)' });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'ENVIAR SOLICITUD' }).click();
    await expect(visitor.getByText('¡Solicitud enviada!', { exact: true })).toBeVisible();
    await visitor.close();

    const lead = withDatabase((db) => db.prepare('SELECT id, preferred_date, preferred_time FROM leads WHERE email = ?').get(email));
    expect(lead).toMatchObject({ preferred_date: chosen, preferred_time: 'tarde' });

    // Staff open the lead and confirm it on the day asked for, at 16:00.
    const page = adminPage;
    await page.goto(`/admin/solicitudes/${String(lead?.id)}`);
    const detail = page.getByRole('dialog', { name });
    await expect(detail).toBeVisible();
    await expect(detail.getByText('Tarde', { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Confirmar cita' }).click();
    const confirmForm = detail.getByRole('form', { name: 'Confirmar cita' });
    await expect(confirmForm.getByLabel('Fecha')).toHaveValue(chosen);
    await confirmForm.getByLabel('Hora').fill('16:00');
    await confirmForm.getByRole('button', { name: 'Confirmar y enviar invitación' }).click();
    await expect(toast(page, 'Cita confirmada: la invitación saldrá en unos segundos.')).toBeVisible();
    await expect(detail.getByText('Cita confirmada', { exact: true }).first()).toBeVisible();
    await expect(detail.getByTestId('lead-appointment')).toContainText('a las 16:00');

    const stored = () =>
      withDatabase((db) => ({
        lead: db.prepare('SELECT status, confirmed_date, confirmed_time, confirmed_location FROM leads WHERE id = ?').get(lead?.id),
        mail: db
          .prepare(
            "SELECT message_key, status, payload FROM mail_outbox WHERE lead_id = ? AND message_key LIKE 'appointment-%' ORDER BY id",
          )
          .all(lead?.id),
      }));
    let now = stored();
    expect(now.lead).toMatchObject({ status: 'confirmed', confirmed_date: chosen, confirmed_time: '16:00' });
    expect(now.mail).toHaveLength(1);
    const invitation = JSON.parse(String(now.mail[0]?.payload)) as { to: { address: string }; calendar: { content: string } };
    expect(invitation.to.address).toBe(email);
    expect(invitation.calendar.content).toContain('METHOD:REQUEST');
    expect(invitation.calendar.content).toContain(`DTSTART;TZID=America/Santo_Domingo:${chosen.replace(/-/g, '')}T160000`);

    // 'Cambiar fecha': a video call the next working day offered.
    const other = offered[3] ?? '';
    await detail.getByRole('button', { name: 'Cambiar fecha' }).click();
    const changeForm = detail.getByRole('form', { name: 'Cambiar fecha' });
    await changeForm.getByLabel('Fecha').fill(other);
    await changeForm.getByLabel('Videollamada').check();
    await changeForm.getByRole('button', { name: 'Cambiar y avisar' }).click();
    await expect(toast(page, 'Fecha cambiada: el aviso saldrá en unos segundos.')).toBeVisible();
    await expect(detail.getByTestId('lead-appointment')).toContainText('Videollamada');

    // 'Cancelar', confirmed in the dialog.
    await detail.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await page.getByRole('dialog', { name: '¿Cancelar la cita?' }).getByRole('button', { name: 'Cancelar la cita' }).click();
    await expect(toast(page, 'Cita cancelada: el aviso saldrá en unos segundos.')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Confirmar cita' })).toBeVisible();

    now = stored();
    expect(now.lead).toMatchObject({ status: 'new', confirmed_date: null });
    const contents = now.mail.map((row) => (JSON.parse(String(row.payload)) as { calendar: { content: string } }).calendar.content);
    expect(now.mail.map((row) => row.message_key)).toEqual(['appointment-0', 'appointment-1', 'appointment-2']);
    const uids = contents.map((content) => /UID:(.+)\r\n/.exec(content)?.[1]);
    expect(new Set(uids).size).toBe(1);
    expect(contents[1]).toContain('SEQUENCE:1');
    expect(contents[1]).toContain('LOCATION:Videollamada');
    expect(contents[2]).toContain('METHOD:CANCEL');
    expect(contents[2]).toContain('SEQUENCE:2');
  });
});
