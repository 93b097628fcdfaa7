import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DivisionFromUrl, DivisionProvider, useDivision } from './division-context.js';

function Show() {
  const { division } = useDivision();
  return <output>{division === '' ? '(vacía)' : division}</output>;
}

let go: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = (path) => navigate(path);
  return null;
}

function setup(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DivisionProvider>
        <DivisionFromUrl />
        <Navigator />
        <Show />
      </DivisionProvider>
    </MemoryRouter>,
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
