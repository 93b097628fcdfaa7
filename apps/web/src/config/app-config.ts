import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, type PublicConfig } from '@casa/core';

export const DEFAULT_APP_CONFIG: PublicConfig = {
  publicUrl: '',
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  mapAttribution: DEFAULT_MAP_ATTRIBUTION,
  newsletterUrl: null,
};

let cached: PublicConfig | null = null;

/** Parses the JSON text of the config script; anything missing or malformed falls back to the defaults. */
export function parseAppConfig(text: string | null | undefined): PublicConfig {
  let raw: unknown = null;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    // a broken script tag: the defaults below
  }
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const text_ = (key: keyof PublicConfig) => (typeof value[key] === 'string' && value[key] !== '' ? (value[key] as string) : null);
  return {
    publicUrl: text_('publicUrl') ?? DEFAULT_APP_CONFIG.publicUrl,
    mapTileUrl: text_('mapTileUrl') ?? DEFAULT_APP_CONFIG.mapTileUrl,
    mapAttribution: text_('mapAttribution') ?? DEFAULT_APP_CONFIG.mapAttribution,
    newsletterUrl: text_('newsletterUrl'),
  };
}

/** The app's settings, read once from `#app-config` (safe defaults outside a browser or when absent). */
export function getAppConfig(): PublicConfig {
  if (cached) return cached;
  const text = typeof document === 'undefined' ? null : document.getElementById('app-config')?.textContent;
  cached = parseAppConfig(text);
  if (!cached.publicUrl && typeof window !== 'undefined') cached = { ...cached, publicUrl: window.location.origin };
  return cached;
}
