/**
 * The settings the browser may see, written by the server into each page as
 * `PageData.config` (`<script id="page-data" type="application/json">`). Server and web share this one shape.
 */
export interface PublicConfig {
  /** The site's public address (canonical URLs, share links). */
  publicUrl: string;
  /** Tile URL template of the contact page map (`{s}`, `{z}`, `{x}`, `{y}`). */
  mapTileUrl: string;
  /** Attribution HTML shown on the map. */
  mapAttribution: string;
  /** A mailing-list provider's subscribe endpoint, or null when none is configured. */
  newsletterUrl: string | null;
}

export const DEFAULT_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
