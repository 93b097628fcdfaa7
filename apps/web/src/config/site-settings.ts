import { PLACEHOLDER_COMPANY_NAME, type SiteSettings } from '@casa/core';
import { createContext, useContext } from 'react';

const SiteSettingsContext = createContext<SiteSettings | null>(null);

/** Given the page's settings by PageTextsProvider (page-texts.tsx), in the browser and on the server. */
export const SiteSettingsProvider = SiteSettingsContext.Provider;

/**
 * The company's details as saved in Configuración (company name, blurbs, phones, e-mails,
 * WhatsApp, address, map, hours, social links, statistics, leaders): every component that shows
 * one reads it here, never from the static content.
 */
export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings must be used within a SiteSettingsProvider');
  return settings;
}

/**
 * A static text (the history, a division's about text) with the company name saved in
 * Configuración in place of the content files' placeholder name.
 */
export function withCompanyName(text: string, settings: SiteSettings): string {
  const placeholder = PLACEHOLDER_COMPANY_NAME;
  return settings.companyName === placeholder ? text : text.split(placeholder).join(settings.companyName);
}
