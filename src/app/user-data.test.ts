import { SignJWT } from 'jose';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '@/api/token-store';
import { lookupKeys } from '@/api/addresses/lookup-keys';
import { shipmentKeys } from '@/api/shipments/shipment-keys';
import { forgetPreviousUserData } from './user-data';

const secret = new TextEncoder().encode('test-secret');
const tokenOf = (userId: number) =>
  new SignJWT({ userId, userRoles: ['Courier'], phoneNumber: '05331112233', name: 'K' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('15m')
    .sign(secret);

afterEach(() => {
  setAccessToken(null);
  localStorage.clear();
  sessionStorage.clear();
});

describe('forgetPreviousUserData', () => {
  it("drops one courier's jobs when another signs in, keeps public lookups, and keeps them for the same courier", async () => {
    const client = new QueryClient();
    const mehmet = await tokenOf(2);
    setAccessToken(mehmet);
    const stop = forgetPreviousUserData(client);
    const jobs = shipmentKeys.courierWork('assigned');
    client.setQueryData(jobs, [{ shipmentId: 1005 }]);
    client.setQueryData(lookupKeys.all, ['İstanbul']);

    // Signed out, then the same courier again (or a renewed token): nothing is dropped.
    setAccessToken(null);
    setAccessToken(await tokenOf(2));
    expect(client.getQueryData(jobs)).toEqual([{ shipmentId: 1005 }]);

    // Signed out, and another courier signs in on the same phone.
    setAccessToken(null);
    expect(client.getQueryData(jobs)).toEqual([{ shipmentId: 1005 }]);
    setAccessToken(await tokenOf(3));
    expect(client.getQueryData(jobs)).toBeUndefined();
    expect(client.getQueryData(lookupKeys.all)).toEqual(['İstanbul']);
    stop();
  });
});
