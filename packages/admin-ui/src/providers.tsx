import { App, ConfigProvider, type ThemeConfig } from 'antd';
import esES from 'antd/locale/es_ES';
import type { ReactNode } from 'react';
import { PrepareImageContext } from './shared/prepare-image-context.js';
import { browserPrepareImage, type PrepareImage } from './shared/prepare-image.js';
import './admin.css';

/** The admin's notifications follow the site's toast rule (docs/product.md §9): one at a time, shown 5 s. */
const ADMIN_TOASTS = { max: 1, seconds: 5 } as const;

const BRAND_COLOR = '#8a6a3b';

// Secondary and description text darker than antd's default (#8c8c8c, 3.4:1 on white) to meet WCAG AA 4.5:1.
const SECONDARY_TEXT = '#595959';

/**
 * The admin's look, in antd's design tokens: components read them, and the screens' own CSS
 * modules read the same values as CSS variables (`var(--ant-color-bg-layout)`), so no colour or
 * spacing is written twice.
 */
const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    borderRadius: 6,
    colorTextSecondary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    // Warm paper behind the screens and warm hairlines around cards, lists and panels.
    colorBgLayout: '#f7f5f2',
    colorBorderSecondary: '#ece7df',
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
