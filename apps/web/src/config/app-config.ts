/** The public settings the server writes into index.html as `<script id="app-config">`. */
export interface AppConfig {
  publicUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
  /** A mailing-list provider's subscribe endpoint, or '' when none is configured. */
  newsletterUrl: string;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  publicUrl: '',
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  newsletterUrl: '',
};

let cached: AppConfig | null = null;

/** Parses the JSON text of the config script; anything missing or malformed falls back to the defaults. */
export function parseAppConfig(text: string | null | undefined): AppConfig {
  if (!text) return { ...DEFAULT_APP_CONFIG };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ...DEFAULT_APP_CONFIG };
  }
  if (!raw || typeof raw !== 'object') return { ...DEFAULT_APP_CONFIG };
  const value = raw as Record<string, unknown>;
  const text_ = (key: keyof AppConfig) => (typeof value[key] === 'string' ? (value[key] as string) : DEFAULT_APP_CONFIG[key]);
  return {
    publicUrl: text_('publicUrl'),
    mapTileUrl: text_('mapTileUrl') || DEFAULT_APP_CONFIG.mapTileUrl,
    mapAttribution: text_('mapAttribution') || DEFAULT_APP_CONFIG.mapAttribution,
    newsletterUrl: text_('newsletterUrl'),
  };
}

/** The app's settings, read once from `#app-config` (safe defaults outside a browser or when absent). */
export function getAppConfig(): AppConfig {
  if (cached) return cached;
  const text = typeof document === 'undefined' ? null : document.getElementById('app-config')?.textContent;
  cached = parseAppConfig(text);
  if (!cached.publicUrl && typeof window !== 'undefined') cached = { ...cached, publicUrl: window.location.origin };
  return cached;
}

/** Tests only: forget the cached value. */
export function resetAppConfigForTests() {
  cached = null;
}
