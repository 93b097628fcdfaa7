import { AdminProviders, AdminRoutes } from '@casa/admin-ui';
import { makeStore } from '@casa/api-client';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { PrepareImage } from './prepare-image.js';

/**
 * The same admin screens and addresses as the browser's /login and /admin/…, with the same single
 * RTK Query slice; only the photo preparation differs (sharp in the main process). Mounted afresh
 * for each server, so no cached data crosses from one server to another.
 */
export function AdminShell({ prepareImage }: { prepareImage: PrepareImage }) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AdminProviders prepareImage={prepareImage}>
          <AdminRoutes />
        </AdminProviders>
      </BrowserRouter>
    </Provider>
  );
}
