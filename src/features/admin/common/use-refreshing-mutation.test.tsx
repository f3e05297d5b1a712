import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshingMutation } from './use-refreshing-mutation';

function setup(options?: { afterSuccessOnly?: boolean }, fails = false) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const call = vi.fn((n: number) => (fails ? Promise.reject(new Error('refused')) : Promise.resolve(n * 2)));
  const { result } = renderHook(
    () =>
      useRefreshingMutation(
        call,
        [
          ['admin', 'accounts'],
          ['admin', 'movements'],
        ],
        options,
      ),
    { wrapper },
  );
  const stale = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { result, call, stale };
}

describe('useRefreshingMutation (a change that makes other lists stale)', () => {
  it('runs the call and then reads every stale list again', async () => {
    const { result, call, stale } = setup();
    await act(async () => expect(await result.current.mutateAsync(4)).toBe(8));
    expect(call).toHaveBeenCalledWith(4, expect.anything());
    expect(stale()).toEqual([
      ['admin', 'accounts'],
      ['admin', 'movements'],
    ]);
  });

  it('after a refusal too, unless only a success changes anything', async () => {
    const settled = setup(undefined, true);
    await act(() => settled.result.current.mutateAsync(1).catch(() => undefined));
    expect(settled.stale()).toHaveLength(2);
    const onSuccess = setup({ afterSuccessOnly: true }, true);
    await act(() => onSuccess.result.current.mutateAsync(1).catch(() => undefined));
    expect(onSuccess.stale()).toHaveLength(0);
  });
});
