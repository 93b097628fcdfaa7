import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider as Provider, useToast } from './index.js';
import { toastReducer } from './toast-store.js';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'Primero', description: 'uno' })}>
        primero
      </button>
      <button type="button" onClick={() => toast({ title: 'Error', description: 'dos', variant: 'destructive' })}>
        segundo
      </button>
    </>
  );
}

/** The app's provider sits inside the router: its own words follow the address's language. */
function ToastProvider({ children, path = '/corporativo/contacto' }: { children: ReactNode; path?: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Provider>{children}</Provider>
    </MemoryRouter>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toastReducer', () => {
  it('keeps at most one toast: a new one replaces the old', () => {
    const first = { id: 1, title: 'a', open: true };
    const second = { id: 2, title: 'b', open: true };
    expect(toastReducer(toastReducer([], { type: 'add', toast: first }), { type: 'add', toast: second })).toEqual([second]);
  });

  it('closes a dismissed toast and removes it later', () => {
    const state = [{ id: 1, title: 'a', open: true }];
    expect(toastReducer(state, { type: 'dismiss', id: 1 })).toEqual([{ id: 1, title: 'a', open: false }]);
    expect(toastReducer(state, { type: 'remove', id: 1 })).toEqual([]);
  });
});

describe('ToastProvider', () => {
  it('shows one toast at a time, the destructive one styled as such', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('primero'));
    expect(screen.getByText('Primero')).toBeTruthy();
    fireEvent.click(screen.getByText('segundo'));
    expect(screen.queryByText('Primero')).toBeNull();
    const title = screen.getByText('Error');
    expect(title.closest('[data-variant]')?.getAttribute('data-variant')).toBe('destructive');
  });

  it('closes a toast after 5000 ms', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('primero'));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Primero')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Primero')).toBeNull();
  });

  it('focuses the toast region on F8', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('primero'));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement?.tagName).toBe('OL');
  });

  it('names its region and close button in Spanish on a Spanish page and in English on an English page', () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('primero'));
    expect(screen.getByRole('button', { name: 'Cerrar notificación' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toBeTruthy();
    cleanup();

    render(
      <ToastProvider path="/en/hospitality/contact">
        <Buttons />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('primero'));
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });

  it('does nothing outside a provider', () => {
    render(<Buttons />);
    expect(() => fireEvent.click(screen.getByText('primero'))).not.toThrow();
  });
});
