import { describe, expect, it } from 'vitest';
import { addressText, composeAddressText, districtBaseName, hasCoordinates } from './address-text';

const parts = {
  districtName: 'Caferağa Mah',
  streetName: 'Moda Cd.',
  doorNumber: '12',
  block: 'A',
  countyName: 'Kadıköy',
  cityName: 'İstanbul',
};

describe('address text (docs/data-model.md)', () => {
  it('builds district mah., street, No:door, block Blok, county/city, Türkiye', () => {
    expect(composeAddressText(parts)).toBe(
      'Caferağa mah., Moda Cd., No:12, A Blok, Kadıköy/İstanbul, Türkiye',
    );
  });

  it('strips the " Mah" suffix of the district data before adding "mah."', () => {
    expect(districtBaseName('Caferağa Mah')).toBe('Caferağa');
    expect(districtBaseName('Caferağa Mahallesi')).toBe('Caferağa');
    expect(districtBaseName('Mahmutbey')).toBe('Mahmutbey');
    expect(composeAddressText({ districtName: 'Mahmutbey Mah' })).toBe('Mahmutbey mah., Türkiye');
  });

  it('leaves out the parts that are empty', () => {
    expect(
      composeAddressText({ districtName: 'Moda Mah', countyName: 'Kadıköy', cityName: 'İstanbul' }),
    ).toBe('Moda mah., Kadıköy/İstanbul, Türkiye');
    expect(composeAddressText({ streetName: '  ', doorNumber: '', cityName: 'Ankara' })).toBe(
      'Ankara, Türkiye',
    );
  });

  it('uses the full address when the address has coordinates', () => {
    const withPosition = {
      ...parts,
      fullAddress: 'Moda Cd. 12, Kadıköy',
      worldCoordinate: { lat: 40.98, long: 29.02 },
    };
    expect(addressText(withPosition)).toBe('Moda Cd. 12, Kadıköy');
  });

  it('builds the text when the coordinates are missing or zero', () => {
    expect(addressText({ ...parts, fullAddress: 'Moda Cd. 12', worldCoordinate: { lat: 0, long: 0 } })).toBe(
      composeAddressText(parts),
    );
    expect(addressText({ ...parts, fullAddress: 'Moda Cd. 12' })).toBe(composeAddressText(parts));
    expect(addressText({ ...parts, worldCoordinate: { lat: 41, long: 29 } })).toBe(composeAddressText(parts));
  });

  it('knows when coordinates are present', () => {
    expect(hasCoordinates({ lat: 41, long: 29 })).toBe(true);
    expect(hasCoordinates({ lat: 41, long: 0 })).toBe(false);
    expect(hasCoordinates(null)).toBe(false);
    expect(hasCoordinates({ lat: Number.NaN, long: 29 })).toBe(false);
  });
});
