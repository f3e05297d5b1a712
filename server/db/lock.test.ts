// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Lock } from './lock';

describe('Lock (the one PGlite session, taken in turn)', () => {
  it('lets one holder in at a time, in the order they asked', async () => {
    const lock = new Lock();
    const events: string[] = [];
    const hold = async (name: string, ms: number) => {
      const release = await lock.acquire();
      events.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`${name} out`);
      release();
    };
    await Promise.all([hold('a', 20), hold('b', 0), hold('c', 5)]);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  it('gives the lock back once, however often release is called', async () => {
    const lock = new Lock();
    const first = await lock.acquire();
    const second = lock.acquire();
    expect(lock.queued).toBe(1);
    first();
    first();
    const releaseSecond = await second;
    let thirdIn = false;
    const third = lock.acquire().then((release) => {
      thirdIn = true;
      release();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(thirdIn).toBe(false); // the double release of `first` did not let it in
    releaseSecond();
    await third;
    expect(thirdIn).toBe(true);
  });
});
