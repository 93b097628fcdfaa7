import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, type PublicConfig } from '@casa/core';
import { createContext, useContext } from 'react';

export const DEFAULT_APP_CONFIG: PublicConfig = {
  publicUrl: '',
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  mapAttribution: DEFAULT_MAP_ATTRIBUTION,
  newsletterUrl: null,
};

/** The public settings from parsed JSON; anything missing or malformed falls back to the defaults. */
export function appConfigFrom(raw: unknown): PublicConfig {
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const text = (key: keyof PublicConfig) => (typeof value[key] === 'string' && value[key] !== '' ? (value[key] as string) : null);
  return {
    publicUrl: text('publicUrl') ?? DEFAULT_APP_CONFIG.publicUrl,
    mapTileUrl: text('mapTileUrl') ?? DEFAULT_APP_CONFIG.mapTileUrl,
    mapAttribution: text('mapAttribution') ?? DEFAULT_APP_CONFIG.mapAttribution,
    newsletterUrl: text('newsletterUrl'),
  };
}

const AppConfigContext = createContext<PublicConfig>(DEFAULT_APP_CONFIG);

/** Given the server's settings by the browser entry (from the page) and by the server entry (from the server). */
export const AppConfigProvider = AppConfigContext.Provider;

export function useAppConfig(): PublicConfig {
  return useContext(AppConfigContext);
}
