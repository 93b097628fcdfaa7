import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DivisionFromUrl, DivisionProvider, useDivision } from './division-context.js';

function Show() {
  const { division } = useDivision();
  return <output>{division === '' ? '(vacía)' : division}</output>;
}

let router: ReturnType<typeof createMemoryRouter>;
const go = (path: string) => void router.navigate(path);

function setup(path: string) {
  const page = (
    <>
      <DivisionFromUrl />
      <Show />
    </>
  );
  router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  return render(
    <DivisionProvider>
      <RouterProvider router={router} />
    </DivisionProvider>,
  );
}

afterEach(cleanup);

describe('current division', () => {
  it('is empty at start on a page without a division', () => {
    setup('/');
    expect(screen.getByRole('status').textContent).toBe('(vacía)');
  });

  it('is set by visiting a division page and kept on pages without one', () => {
    setup('/hospitality/servicios');
    expect(screen.getByRole('status').textContent).toBe('hospitality');
    act(() => go('/politica-de-privacidad'));
    expect(screen.getByRole('status').textContent).toBe('hospitality');
    act(() => go('/corporativo'));
    expect(screen.getByRole('status').textContent).toBe('corporativo');
  });

  it('is set by any URL containing the word', () => {
    setup('/proyecto/3?from=hospitality');
    // The query string is not the path: still empty.
    expect(screen.getByRole('status').textContent).toBe('(vacía)');
    act(() => go('/corporativo/proyecto/3'));
    expect(screen.getByRole('status').textContent).toBe('corporativo');
  });

  it('throws the product’s message outside its provider', () => {
    const spy = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Show />)).toThrow('useDivision must be used within a DivisionProvider');
    } finally {
      console.error = spy;
    }
  });
});
