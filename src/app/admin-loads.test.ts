import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminLoads } from './admin-loads';

const query = (queryFn: () => Promise<string>) => ({ queryKey: ['admin', 'test'], queryFn });

afterEach(() => vi.restoreAllMocks());

describe("adminLoads (the admin subtree's loaders, decided once by /admin's beforeLoad)", () => {
  it('reads the queries ahead for an admin online', async () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(() => Promise.resolve('ok'));
    await adminLoads(queryClient, true).ensure(query(queryFn));
    expect(queryFn).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(['admin', 'test'])).toBe('ok');
  });

  it('makes no call for anyone else (the sign-in shows in place) nor offline', async () => {
    const queryFn = vi.fn(() => Promise.resolve('ok'));
    await adminLoads(new QueryClient(), false).ensure(query(queryFn));
    await adminLoads(new QueryClient(), false).prefetch(query(queryFn));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await adminLoads(new QueryClient(), true).ensure(query(queryFn));
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('ensure fails with the call (the route error page); prefetch keeps the failure for the page', async () => {
    const failing = () => Promise.reject(new Error('404'));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(adminLoads(queryClient, true).ensure(query(failing))).rejects.toThrow('404');
    await expect(adminLoads(new QueryClient(), true).prefetch(query(failing))).resolves.toBeUndefined();
  });
});
