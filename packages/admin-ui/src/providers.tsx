import { App, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import type { ReactNode } from 'react';
import { PrepareImageContext } from './shared/prepare-image-context.js';
import { browserPrepareImage, type PrepareImage } from './shared/prepare-image.js';

/** The admin's notifications follow the site's toast rule (docs/product.md §9): one at a time, shown 5 s. */
const ADMIN_TOASTS = { max: 1, seconds: 5 } as const;

export const BRAND_COLOR = '#8a6a3b';

// Secondary and description text darker than antd's default (#8c8c8c, 3.4:1 on white) to meet WCAG AA 4.5:1.
const SECONDARY_TEXT = '#595959';

const theme = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    borderRadius: 6,
    colorTextSecondary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
  },
};

export interface AdminProvidersProps {
  children: ReactNode;
  /** How photos are shrunk before upload; the browser canvas by default. */
  prepareImage?: PrepareImage;
}

/**
 * What every admin screen needs around it: antd in Spanish with the brand colour, the App context
 * for toasts and confirmations (one toast at a time, 5 s, docs/product.md §9) and the image preparation.
 * The host supplies the router and the Redux store (`makeStore()`).
 */
export function AdminProviders({ children, prepareImage = browserPrepareImage }: AdminProvidersProps) {
  return (
    <ConfigProvider locale={esES} theme={theme}>
      <App notification={{ maxCount: ADMIN_TOASTS.max, duration: ADMIN_TOASTS.seconds, placement: 'topRight' }}>
        <PrepareImageContext.Provider value={prepareImage}>{children}</PrepareImageContext.Provider>
      </App>
    </ConfigProvider>
  );
}
