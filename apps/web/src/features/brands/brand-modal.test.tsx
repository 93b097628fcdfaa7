import type { Brand } from '@casa/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AtPage } from '../../components/form/test-page.js';
import { BrandModal } from './brand-modal.js';

afterEach(cleanup);

const brand: Brand = {
  id: 3,
  name: 'Vitra',
  description: 'Mobiliario suizo de diseño.',
  logoUrl: '/media/vitra',
  websiteUrl: 'https://www.vitra.com',
  category: 'mobiliario',
  division: 'corporativo',
  isActive: true,
  createdAt: null,
  updatedAt: null,
  en: { description: 'Swiss design furniture.' },
};

function open(path: string, shown: Brand) {
  render(
    <AtPage path={path}>
      <BrandModal brand={shown} onClose={() => undefined} />
    </AtPage>,
  );
  return screen.getByRole('dialog');
}

describe('the brand modal', () => {
  it('shows the English description, category and words on an English page', () => {
    const dialog = open('/en/corporativo', brand);
    expect(dialog.textContent).toContain('Swiss design furniture.');
    expect(dialog.textContent).toContain('Furniture');
    expect(screen.getByRole('link', { name: /Visit website/ })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Vitra logo');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('shows the Spanish description marked lang="es" when no English one is written', () => {
    open('/en/corporativo', { ...brand, en: { description: '' } });
    expect(screen.getByText('Mobiliario suizo de diseño.').getAttribute('lang')).toBe('es');
  });

  it('keeps the Spanish page as it was', () => {
    const dialog = open('/corporativo', brand);
    expect(dialog.textContent).toContain('Mobiliario suizo de diseño.');
    expect(screen.getByText('Mobiliario suizo de diseño.').hasAttribute('lang')).toBe(false);
    expect(screen.getByRole('link', { name: /Visitar sitio web/ })).toBeTruthy();
  });
});

describe('a brand category the site has no name for', () => {
  it('shows as stored, marked Spanish on an English page', () => {
    open('/en/corporativo', { ...brand, category: 'Textiles' });
    expect(screen.getByText('Textiles').getAttribute('lang')).toBe('es');
  });
});
