import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { changeStatusInSchema, priceInSchema, priceRequestErrors, shipmentInSchema } from './shipment-input';

const point = { lat: 41.0, long: 29.0 };

describe('shipment request bodies', () => {
  it('takes a price request and names its rules beyond the shape', () => {
    const body = v.parse(priceInSchema, {
      vehicleType: 1,
      weightType: 1,
      includeInsurance: true,
      hasTransportService: false,
      startAddress: point,
      delivery: [point],
    });
    expect(body.shipmentValue).toBe(0);
    expect(priceRequestErrors(body)).toEqual([{ field: 'shipmentValue', code: 'SHIPMENT_VALUE_REQUIRED' }]);
    expect(priceRequestErrors({ ...body, weightType: 10, includeInsurance: false })).toEqual([
      { field: 'weightType', code: 'WEIGHT_TYPE_MISMATCH' },
    ]);
  });

  it('refuses too many deliveries and an empty price route', () => {
    const many = { shipmentList: Array.from({ length: 21 }, () => ({})) };
    expect(v.safeParse(shipmentInSchema, many).issues?.[0].message).toBe('TOO_MANY_DELIVERIES');
    const price = { vehicleType: 1, weightType: 1, includeInsurance: false, hasTransportService: false };
    expect(
      v.safeParse(priceInSchema, { ...price, startAddress: point, delivery: [] }).issues?.[0].message,
    ).toBe('DELIVERY_REQUIRED');
  });

  it('takes a status change with an optional reason', () => {
    expect(v.is(changeStatusInSchema, { fromState: 1, toState: 50, action: 1500 })).toBe(true);
    expect(v.is(changeStatusInSchema, { fromState: 1, toState: 50, action: 3500, reason: 'Sebep' })).toBe(
      true,
    );
    expect(v.is(changeStatusInSchema, { fromState: '1', toState: 50, action: 1500 })).toBe(false);
  });
});
