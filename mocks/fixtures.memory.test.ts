// The demo data's facts copied into mocks/test/fixtures.ts (so that tests talking HTTP do not load
// the emulated server's store) stay those of the demo data.
import { describe, expect, it } from 'vitest';
import { SEED_CASH_SHORTFALL } from './seed/accounts-content';
import { SEED_USERS } from './seed/users';
import * as fixtures from './test/fixtures';

describe('test fixtures copied from the demo data', () => {
  it('name the same users and the same cash shortfall', () => {
    expect(fixtures.SEED_USERS).toEqual(SEED_USERS);
    expect(fixtures.SEED_CASH_SHORTFALL).toEqual(SEED_CASH_SHORTFALL);
  });
});
