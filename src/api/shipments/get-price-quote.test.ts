import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { getPriceQuoteQueryOptions, TENDER_REFRESH_MS, type PriceQuoteView } from './get-price-quote';

// Issue 5: a running tender refreshes itself, and stops while the tab is hidden.
const quote = (status: number) => ({ status, offers: [], serverOffsetMs: 0 }) as unknown as PriceQuoteView;

function observe(status: number) {
  const queryFn = vi.fn(async () => quote(status));
  const client = new QueryClient();
  const observer = new QueryObserver(client, { ...getPriceQuoteQueryOptions(1), queryFn });
  const stop = observer.subscribe(() => undefined);
  return { queryFn, stop };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  focusManager.setFocused(true);
});
afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
});

describe('tender polling', () => {
  it('refetches a running tender every 5 seconds while the page is visible', async () => {
    const { queryFn, stop } = observe(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TENDER_REFRESH_MS * 3);
    expect(queryFn).toHaveBeenCalledTimes(4);
    stop();
  });

  it('stops while the tab is hidden and resumes when it is back', async () => {
    const { queryFn, stop } = observe(1);
    await vi.advanceTimersByTimeAsync(0);
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(TENDER_REFRESH_MS * 4);
    expect(queryFn).toHaveBeenCalledTimes(1);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(TENDER_REFRESH_MS);
    expect(queryFn.mock.calls.length).toBeGreaterThan(1);
    stop();
  });

  it('does not poll a finished tender', async () => {
    const { queryFn, stop } = observe(2);
    await vi.advanceTimersByTimeAsync(TENDER_REFRESH_MS * 4);
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });
});
