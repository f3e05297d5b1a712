// One holder at a time, first come first served: PGlite is one session (docs/server.md), so every
// statement and every transaction takes this lock through the PGlite driver.

export class Lock {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;

  /** Waits for the lock; the returned function releases it (a second call does nothing). */
  async acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => next);
    this.waiting++;
    await previous;
    this.waiting--;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  }

  /** Callers waiting for the lock now (for the health figures and the tests). */
  get queued(): number {
    return this.waiting;
  }
}
