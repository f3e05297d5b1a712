import { describe, expect, it } from 'vitest';
import { emptyAddress } from '@/lib/addresses/address-values';
import { DEFAULT_CENTRE, openPick, patchFromPick, pickAt, pickedPosition } from './map-pick';

describe('the map picker: the default centre is not a pick', () => {
  it('opened without a position, shows Istanbul but hands back no position', () => {
    const pick = openPick(null);
    expect(pick.position).toEqual(DEFAULT_CENTRE);
    expect(pickedPosition(pick)).toBeNull();
  });

  it('treats a stored 0,0 as no position', () => {
    expect(pickedPosition(openPick({ lat: 0, long: 0 }))).toBeNull();
  });

  it('hands back a stored position, a geocode answer or a tap', () => {
    expect(pickedPosition(openPick({ lat: 40.99, long: 29.03 }))).toEqual({ lat: 40.99, long: 29.03 });
    expect(pickedPosition(pickAt({ lat: 41.08, long: 29.01 }))).toEqual({ lat: 41.08, long: 29.01 });
    // Tapping exactly the default centre is a choice too.
    expect(pickedPosition(pickAt(DEFAULT_CENTRE))).toEqual(DEFAULT_CENTRE);
  });

  it('finishing without a pick leaves the coordinates empty (docs/forms-and-validation.md then asks for them)', () => {
    const value = emptyAddress();
    const patch = patchFromPick(value, {
      fullAddress: 'Caferağa mah., Kadıköy/İstanbul',
      position: null,
      place: { cityId: 34, countyId: 34_016, districtId: 34_016_010 },
    });
    expect(patch).toEqual({ fullAddress: 'Caferağa mah., Kadıköy/İstanbul' });
    expect({ ...value, ...patch }.worldCoordinate).toEqual({ lat: 0, long: 0 });
  });

  it('a pick sets the coordinates and fills an empty İl/İlçe/Mahalle from the place', () => {
    const patch = patchFromPick(emptyAddress(), {
      fullAddress: ' Levent mah. ',
      position: { lat: 41.08, long: 29.01 },
      place: { cityId: 34, countyId: 34_007, districtId: 34_007_020 },
    });
    expect(patch).toEqual({
      worldCoordinate: { lat: 41.08, long: 29.01 },
      fullAddress: 'Levent mah.',
      cityId: 34,
      countyId: 34_007,
      districtId: 34_007_020,
    });
  });
});
