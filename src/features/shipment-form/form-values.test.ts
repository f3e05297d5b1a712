import { describe, expect, it } from 'vitest';
import { initialValues, shipmentValueNumber } from './form-values';

describe('shipmentValueNumber', () => {
  it('reads a number as it is, and an empty field as 0', () => {
    expect(shipmentValueNumber({ ...initialValues(), shipmentValue: 2500.5 })).toBe(2500.5);
    expect(shipmentValueNumber({ ...initialValues(), shipmentValue: '' })).toBe(0);
  });

  it('reads text (a draft of an older version) the Turkish way: "2.500" is two thousand five hundred', () => {
    expect(shipmentValueNumber({ ...initialValues(), shipmentValue: '2.500' })).toBe(2500);
    expect(shipmentValueNumber({ ...initialValues(), shipmentValue: '2.500,50' })).toBe(2500.5);
    expect(shipmentValueNumber({ ...initialValues(), shipmentValue: 'abc' })).toBe(0);
  });
});
