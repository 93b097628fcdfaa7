import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyRoute } from './lazy-route.js';

afterEach(cleanup);

function Hola({ name }: { name: string }) {
  return <p>Hola {name}</p>;
}

describe('lazyRoute', () => {
  it('renders a preloaded module at once, without suspending (as hydration needs)', async () => {
    const Page = lazyRoute(() => Promise.resolve({ default: Hola }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Page name="Ana" />
      </Suspense>,
    );
    // Synchronously: no fallback was ever shown.
    expect(screen.getByText('Hola Ana')).toBeTruthy();
    expect(screen.queryByText('Cargando...')).toBeNull();
  });

  it('suspends until a module that is not loaded yet arrives, downloading it once', async () => {
    let calls = 0;
    let resolve: (module: { default: typeof Hola }) => void = () => undefined;
    const Page = lazyRoute(() => {
      calls += 1;
      return new Promise<{ default: typeof Hola }>((done) => {
        resolve = done;
      });
    });
    render(
      <Suspense fallback={<p>Cargando...</p>}>
        <Page name="Luis" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando...')).toBeTruthy();
    void Page.preload();
    await act(async () => resolve({ default: Hola }));
    expect(await screen.findByText('Hola Luis')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('retries a failed download on the next preload', async () => {
    let calls = 0;
    const Page = lazyRoute(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Hola });
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toEqual({ default: Hola });
  });
});
