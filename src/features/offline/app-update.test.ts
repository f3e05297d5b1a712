import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Options = { onNeedRefresh: () => void; onNeedReload: () => void };
const registered: { options?: Options; updateSW: ReturnType<typeof vi.fn> } = { updateSW: vi.fn() };
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: Options) => {
    registered.options = options;
    return registered.updateSW;
  },
}));

const reload = vi.fn();
let waiting: object | null = null;

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('PROD', true);
  registered.options = undefined;
  registered.updateSW = vi.fn();
  reload.mockReset();
  waiting = null;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: {},
      addEventListener: vi.fn(),
      getRegistration: () => Promise.resolve({ waiting }),
    },
  });
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, reload },
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

async function start() {
  const updates = await import('./app-update');
  await updates.startAppUpdates();
  const hook = renderHook(() => updates.useAppUpdate());
  return { hook, options: registered.options as Options };
}

describe('startAppUpdates', () => {
  it('offers a version that took control by itself instead of reloading the page (what is typed stays)', async () => {
    const { hook, options } = await start();
    expect(hook.result.current).toBeNull();
    act(() => options.onNeedReload());
    expect(reload).not.toHaveBeenCalled();
    expect(hook.result.current).toBeTypeOf('function');
    expect(document.documentElement.dataset.appUpdates).toBe('ready');
  });

  it('"Güncelle" reloads onto a version already in control', async () => {
    const { hook, options } = await start();
    act(() => options.onNeedReload());
    await act(async () => hook.result.current?.());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('"Güncelle" tells a waiting version to take over, and the page reloads once it has', async () => {
    waiting = {};
    const { hook, options } = await start();
    act(() => options.onNeedRefresh());
    await act(async () => hook.result.current?.());
    expect(registered.updateSW).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    act(() => options.onNeedReload());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
