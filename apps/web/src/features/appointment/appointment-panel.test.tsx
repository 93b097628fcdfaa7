import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { AtPage, stubPosts } from '../../components/form/test-page.js';
import { SiteSettingsProvider } from '../../config/site-settings.js';
import { AppointmentPanel } from './appointment-panel.js';
import { dayLabel, timeLabel } from './choice-labels.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openPanel(path: string) {
  // The site gives every page its settings (the office hours the days and times come from).
  render(
    <SiteSettingsProvider value={DEFAULT_SITE_SETTINGS}>
      <AtPage path={path}>
        <AppointmentPanel open onOpenChange={() => undefined} division="hospitality" returnFocusTo={createRef()} />
      </AtPage>
    </SiteSettingsProvider>,
  );
  return screen.getByRole('dialog');
}

describe('the appointment panel on an English page', () => {
  it('offers its days and times in English, sending the same values as the Spanish form', () => {
    const dialog = openPanel('/en/hospitality');
    expect(within(dialog).getByRole('heading', { name: 'Book a meeting' })).toBeTruthy();
    const date = within(dialog).getByLabelText(/Preferred date/) as HTMLSelectElement;
    expect(date.options[0]?.text).toBe('No preference');
    // A working day of the default hours (Monday to Friday), e.g. 'Wednesday, December 2'.
    expect(date.options[1]?.text).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday), [A-Z][a-z]+ \d{1,2}$/);
    expect(date.options[1]?.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const time = within(dialog).getByLabelText(/Preferred time/) as HTMLSelectElement;
    const labels = [...time.options].map((option) => option.text);
    expect(labels).toContain('Morning (8:00 AM–12:00 PM)');
    expect(labels).toContain('2:00 PM');
    expect([...time.options].find((option) => option.text === '2:00 PM')?.value).toBe('14:00');
    expect(within(dialog).getAllByText('(optional)', { exact: false })).toHaveLength(3);
  });

  it('sends language "en" and confirms in English', async () => {
    const sent = stubPosts();
    const dialog = openPanel('/en/hospitality/projects');
    const field = (label: RegExp | string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    field('Full name', 'Jane Smith');
    field('Email', 'jane@hotel.example');
    field('Phone', '+1 305 555 0199');
    field('Message', 'We would like to see your hospitality range.');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'SEND REQUEST' }));
    expect(await screen.findByText('Request sent!')).toBeTruthy();
    expect(sent[0]).toMatchObject({ path: '/api/appointments', body: { language: 'en', division: 'hospitality' } });
  });
});

describe('the appointment panel on a Spanish page', () => {
  it('keeps its Spanish words and sends language "es"', async () => {
    const sent = stubPosts();
    const dialog = openPanel('/hospitality');
    expect(within(dialog).getByRole('heading', { name: 'Solicita una cita' })).toBeTruthy();
    const field = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    field('Nombre completo', 'Ana Pérez');
    field('Correo electrónico', 'ana@example.com');
    field('Teléfono', '809-555-0199');
    field('Mensaje', 'Quisiera ver la colección de hospitality.');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'ENVIAR SOLICITUD' }));
    expect(await screen.findByText('¡Solicitud enviada!')).toBeTruthy();
    expect(sent[0]?.body).toMatchObject({ language: 'es' });
  });
});

describe('day and time labels', () => {
  it('write a day and an hour as each language does', () => {
    expect(dayLabel('2026-12-02', 'es')).toBe('Miércoles, 2 de diciembre');
    expect(dayLabel('2026-12-02', 'en')).toBe('Wednesday, December 2');
    expect(timeLabel('14:00', 'es')).toBe('14:00');
    expect(timeLabel('09:00', 'en')).toBe('9:00 AM');
  });
});
