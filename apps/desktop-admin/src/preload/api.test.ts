import { describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../shared/channels.js';
import { createDesktopApi } from './api.js';

function fakeIpc() {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  return {
    invoke: vi.fn(async (channel: string, ...args: unknown[]) => ({ channel, args })),
    on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)?.add(listener);
    }),
    removeListener: vi.fn((channel: string, listener: (...args: unknown[]) => void) => listeners.get(channel)?.delete(listener)),
    emit: (channel: string, ...args: unknown[]) => listeners.get(channel)?.forEach((listener) => listener(...args)),
    count: (channel: string) => listeners.get(channel)?.size ?? 0,
  };
}

describe('window.desktop (preload API)', () => {
  it('exposes exactly four named calls, no ipcRenderer', () => {
    const api = createDesktopApi(fakeIpc() as never);
    expect(Object.keys(api).sort()).toEqual(['getServerUrl', 'onOpenSettings', 'prepareImage', 'setServerUrl']);
    expect(Object.values(api).every((value) => typeof value === 'function')).toBe(true);
  });

  it('each call invokes its own channel and returns the promise', async () => {
    const ipc = fakeIpc();
    const api = createDesktopApi(ipc as never);
    expect(await api.getServerUrl()).toEqual({ channel: CHANNELS.getServerUrl, args: [] });
    expect(await api.setServerUrl('http://x:3000')).toEqual({ channel: CHANNELS.setServerUrl, args: ['http://x:3000'] });
    const bytes = new Uint8Array([1]);
    expect(await api.prepareImage(bytes, 'a.jpg', 'image/jpeg')).toEqual({
      channel: CHANNELS.prepareImage,
      args: [bytes, 'a.jpg', 'image/jpeg'],
    });
  });

  it('onOpenSettings calls the listener without the IPC event and can stop listening', () => {
    const ipc = fakeIpc();
    const api = createDesktopApi(ipc as never);
    const listener = vi.fn();
    const stop = api.onOpenSettings(listener);
    ipc.emit(CHANNELS.openSettings, { sender: 'secret event object' });
    expect(listener).toHaveBeenCalledWith();
    stop();
    expect(ipc.count(CHANNELS.openSettings)).toBe(0);
  });
});
