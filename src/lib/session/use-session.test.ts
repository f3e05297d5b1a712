// Sign-out tells its subscribers (the app subscribes what must not outlive a session: the create
// form's drafts, a courier's kept jobs) instead of the session knowing those features.
import { describe, expect, it, vi } from 'vitest';
import { onSignOut, signOut } from './use-session';

describe('onSignOut', () => {
  it('calls each subscriber once per sign-out, waits for it, and no longer once unsubscribed', async () => {
    const order: string[] = [];
    const first = vi.fn(async () => {
      await Promise.resolve();
      order.push('first done');
    });
    const second = vi.fn(() => {
      throw new Error('a failing subscriber does not stop the others');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stopFirst = onSignOut(first);
    const stopSecond = onSignOut(second);

    await signOut();
    order.push('signed out');

    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['first done', 'signed out']);
    expect(warn).toHaveBeenCalled();

    stopFirst();
    stopSecond();
    await signOut();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
