import { describe, expect, it } from 'vitest';
import { landingPathFor } from './login-types';

describe('where signing in lands (issue 16)', () => {
  it('a courier on İşlerim, an admin on the admin home, anyone else on their shipments', () => {
    expect(landingPathFor(['Courier'])).toBe('/kurye/isler');
    expect(landingPathFor(['Admin'])).toBe('/admin/');
    expect(landingPathFor(['Customer'])).toBe('/gonderi-liste/aktif/');
    expect(landingPathFor([])).toBe('/gonderi-liste/aktif/');
  });
});
