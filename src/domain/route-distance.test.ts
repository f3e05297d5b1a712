import { describe, expect, it } from 'vitest';
import { haversineKm, routeDistance } from './route-distance';

const kadikoy = { lat: 40.9903, long: 29.0275 };
const levent = { lat: 41.0819, long: 29.0106 };
const sisli = { lat: 41.0602, long: 28.9877 };

describe('routeDistance: the one distance rule (mock and offline estimate)', () => {
  it('is the straight line × 1.3, rounded to km', () => {
    const straight = haversineKm(kadikoy, levent);
    expect(straight).toBeGreaterThan(10);
    expect(straight).toBeLessThan(10.5);
    expect(routeDistance(kadikoy, [levent])).toEqual({
      resultCode: 1,
      totalDistanceKm: Math.round(straight * 1.3),
      legs: [{ distanceKm: Math.round(straight * 13) / 10 }],
    });
    expect(routeDistance(kadikoy, [levent]).totalDistanceKm).toBe(13);
  });

  it('sums the legs pickup → delivery 1 → delivery 2, and rounds the sum, not each leg', () => {
    const a = haversineKm(kadikoy, sisli) * 1.3;
    const b = haversineKm(sisli, levent) * 1.3;
    const route = routeDistance(kadikoy, [sisli, levent]);
    expect(route.totalDistanceKm).toBe(Math.round(a + b));
    expect(route.legs).toHaveLength(2);
  });

  it('answers code 3 when a position is missing or zero', () => {
    expect(routeDistance({ lat: 0, long: 0 }, [levent]).resultCode).toBe(3);
    expect(routeDistance(kadikoy, [levent, { lat: 41, long: 0 }]).resultCode).toBe(3);
    expect(routeDistance(kadikoy, [])).toEqual({ resultCode: 3, totalDistanceKm: 0, legs: [] });
  });
});
