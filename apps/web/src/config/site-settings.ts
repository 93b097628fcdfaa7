import type { SiteSettings } from '@casa/core';
import { DEFAULT_SITE_SETTINGS } from '@casa/core/content';
import { createContext, useContext } from 'react';

/**
 * The settings handed over with the page; anything that is not an object gives the defaults. The
 * server validated them when they were saved, and zod stays out of every page's first download.
 */
export function siteSettingsFrom(raw: unknown): SiteSettings {
  const value = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Partial<SiteSettings>) : null;
  if (!value?.divisions?.corporativo || !value.divisions.hospitality || !value.address || !value.map) return DEFAULT_SITE_SETTINGS;
  return { ...DEFAULT_SITE_SETTINGS, ...value } as SiteSettings;
}

const SiteSettingsContext = createContext<SiteSettings>(DEFAULT_SITE_SETTINGS);

/** Given the page's settings by the browser entry (from the page) and by the server entry (from the server). */
export const SiteSettingsProvider = SiteSettingsContext.Provider;

/**
 * The company's details as saved in Configuración (company name, blurbs, phones, e-mails,
 * WhatsApp, address, map, hours, social links, statistics, leaders): every component that shows
 * one reads it here, never from the static content.
 */
export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}

/**
 * A static text (the history, a division's about text) with the company name saved in
 * Configuración in place of the content files' placeholder name.
 */
export function withCompanyName(text: string, settings: SiteSettings): string {
  const placeholder = DEFAULT_SITE_SETTINGS.companyName;
  return settings.companyName === placeholder ? text : text.split(placeholder).join(settings.companyName);
}
