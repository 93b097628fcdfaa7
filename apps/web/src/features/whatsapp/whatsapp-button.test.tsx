import type { SiteSettings } from '@casa/core';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AtPage } from '../../components/form/test-page.js';
import { SiteSettingsProvider } from '../../config/site-settings.js';
import { WhatsAppButton } from './whatsapp-button.js';

afterEach(cleanup);

function renderAt(path: string, settings: SiteSettings) {
  render(
    <SiteSettingsProvider value={settings}>
      <AtPage path={path}>
        <WhatsAppButton division="hospitality" />
      </AtPage>
    </SiteSettingsProvider>,
  );
  return screen.getByTestId('whatsapp-link');
}

const spanish = DEFAULT_SITE_SETTINGS.divisions.hospitality.whatsapp;

describe('the WhatsApp button', () => {
  it('prefills the English message and names the English role on an English page', () => {
    const settings = structuredClone(DEFAULT_SITE_SETTINGS);
    settings.en.divisions.hospitality.whatsapp = { role: 'Sales Director', message: 'Hello, I would like a quote.' };
    const link = renderAt('/en/hospitality', settings);
    expect(link.getAttribute('href')).toContain(`?text=${encodeURIComponent('Hello, I would like a quote.')}`);
    expect(link.getAttribute('aria-label')).toBe(`Message ${spanish.name}, Sales Director, on WhatsApp`);
  });

  it('falls back to the Spanish message and role, marked lang="es", where no English is written', () => {
    const unwritten = structuredClone(DEFAULT_SITE_SETTINGS);
    unwritten.en.divisions.hospitality.whatsapp = { role: '', message: '' };
    const link = renderAt('/en/hospitality', unwritten);
    expect(link.getAttribute('href')).toContain(`?text=${encodeURIComponent(spanish.message)}`);
    expect(screen.getByText(spanish.role).getAttribute('lang')).toBe('es');
  });

  it('keeps the Spanish page as it was', () => {
    const link = renderAt('/hospitality', DEFAULT_SITE_SETTINGS);
    expect(link.getAttribute('aria-label')).toBe(`Escribir por WhatsApp a ${spanish.name}, ${spanish.role}`);
    expect(screen.getByText(spanish.role).hasAttribute('lang')).toBe(false);
  });
});
