import 'leaflet/dist/leaflet.css';
import { SITE } from '@casa/core/content';
import L from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import { useAppConfig } from '../../config/app-config.js';
import { useSiteSettings } from '../../config/site-settings.js';
import { WIDGETS } from '../../config/widgets.js';
import { useLang } from '../../lib/lang.js';
import styles from './contact-page.module.css';
import { TEXTS } from './texts.js';

// A drawn pin instead of Leaflet's default PNG icon, whose URL bundlers cannot resolve.
const pin = L.divIcon({
  className: styles.pin,
  html: '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>',
  iconSize: [32, 44],
  iconAnchor: [16, 43],
  popupAnchor: [0, -40],
});

/** The office on an interactive map (docs/product.md §2/§9): zoom 16, marker, popup ≤ 300 px with directions. */
export default function ContactMap() {
  const { mapTileUrl, mapAttribution } = useAppConfig();
  const { companyName, address, map } = useSiteSettings();
  const text = TEXTS[useLang()];
  const { lat, lng } = map;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
  return (
    <div className={styles.mapFrame} data-testid="contact-map">
      <MapContainer className={styles.map} center={[lat, lng]} zoom={SITE.map.zoom} scrollWheelZoom={false} zoomControl={false}>
        {/* Top right: the floating WhatsApp button lives in the bottom-left corner. */}
        <ZoomControl position="topright" />
        <TileLayer url={mapTileUrl} attribution={mapAttribution} />
        <Marker position={[lat, lng]} icon={pin} title={`${companyName}: ${text.ourOffice}`} alt={`${companyName}: ${text.ourOffice}`}>
          <Popup maxWidth={WIDGETS.mapPopupMaxWidth}>
            <div className={styles.popup}>
              <strong>{companyName}</strong>
              <span>
                {address.street}, {address.area}, {address.city}
              </span>
              <a href={directions} target="_blank" rel="noopener noreferrer">
                {text.directions}
              </a>
            </div>
          </Popup>
        </Marker>
      </MapContainer>
    </div>
  );
}
