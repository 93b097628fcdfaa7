import { AdminProviders, DashboardPage, LoginPage } from '@casa/admin-ui';
import { makeStore } from '@casa/api-client';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { PrepareImage } from './prepare-image.js';

/**
 * The same admin screens as the browser's /login and /admin, with the same single RTK Query slice;
 * only the photo preparation differs (sharp in the main process). Mounted afresh for each server,
 * so no cached data crosses from one server to another.
 */
export function AdminShell({ prepareImage }: { prepareImage: PrepareImage }) {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AdminProviders prepareImage={prepareImage}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/admin/*" element={<DashboardPage />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </AdminProviders>
      </BrowserRouter>
    </Provider>
  );
}
