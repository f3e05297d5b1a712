import { describe, expect, it } from 'vitest';
import { courierAccountState, mayEditProfile, mayResubmit, mayWork } from './account-state';

describe('a courier account by its status (docs/data-model.md and docs/statuses-and-visibility.md, issue 16)', () => {
  it('reads UserStatus 1..4, and anything unknown as pending (never as approved)', () => {
    expect([1, 2, 3, 4, 0, 9].map(courierAccountState)).toEqual([
      'active',
      'pending',
      'rejected',
      'suspended',
      'pending',
      'pending',
    ]);
  });

  it('lets only the approved work, the unsuspended edit, and the rejected resend', () => {
    const states = ['active', 'pending', 'rejected', 'suspended'] as const;
    expect(states.map(mayWork)).toEqual([true, false, false, false]);
    expect(states.map(mayEditProfile)).toEqual([true, true, true, false]);
    expect(states.map(mayResubmit)).toEqual([false, false, true, false]);
  });
});
