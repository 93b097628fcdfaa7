import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DesktopApp } from './desktop-app.js';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DesktopApp desktop={window.desktop} />
    </StrictMode>,
  );
}
