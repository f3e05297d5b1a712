import { describe, expect, it } from 'vitest';
import { paramTables } from '@/domain/params';
import { validationMessages } from '@/domain/validation-messages';
import { emptyDelivery, initialValues, type ShipmentFormValues } from './form-values';
import { weightOptions } from './options';
import {
  dialogLines,
  formErrorsOf,
  nextStep,
  stepErrors,
  stepOfField,
  StepId,
  toFormPath,
  visibleSteps,
} from './steps';

const guest = { showUserStep: true };
const member = { showUserStep: false };

function address(overrides = {}) {
  return {
    ...initialValues().startAddress,
    title: 'Ev',
    cityId: 34,
    countyId: 34015,
    districtId: 34015001,
    fullAddress: 'Caferağa mah. Moda Cd. No:1',
    phoneNumber: '05321234567',
    worldCoordinate: { lat: 40.98, long: 29.02 },
    ...overrides,
  };
}

function complete(overrides: Partial<ShipmentFormValues> = {}): ShipmentFormValues {
  return {
    ...initialValues(),
    guestPhone: '05551234567',
    startAddress: address({ phoneNumber: '' }),
    shipmentList: [{ ...emptyDelivery(), contentType: 7, startAddress: address() }],
    ...overrides,
  };
}

const codes = (step: StepId, values: ShipmentFormValues, ctx = guest) =>
  stepErrors(step, values, ctx).map((e) => e.code);

describe('steps (docs/screens-and-routes.md)', () => {
  it('keeps the order of the steps (docs/forms-and-validation.md) and hides step 7 for signed-in users', () => {
    expect(visibleSteps(guest)).toEqual([1, 7, 4, 5, 3, 2, 6]);
    expect(visibleSteps(member)).toEqual([1, 4, 5, 3, 2, 6]);
    expect(nextStep(StepId.Features, guest)).toBe(StepId.User);
    expect(nextStep(StepId.Features, member)).toBe(StepId.Pickup);
    expect(nextStep(StepId.Payment, member)).toBe(StepId.Complete);
    expect(nextStep(StepId.Complete, member)).toBeNull();
  });

  it('passes every step of a complete shipment', () => {
    for (const step of visibleSteps(guest)) expect(codes(step, complete())).toEqual([]);
  });
});

describe('step checks: each docs/forms-and-validation.md rule gives its catalogue code', () => {
  it('step 1: vehicle and weight chosen, weight of the vehicle', () => {
    expect(codes(StepId.Features, complete({ vehicleType: 0 }))).toContain('VEHICLE_TYPE_REQUIRED');
    expect(codes(StepId.Features, complete({ weightType: 0 }))).toEqual(['WEIGHT_TYPE_REQUIRED']);
    expect(codes(StepId.Features, complete({ vehicleType: 1, weightType: 5 }))).toEqual([
      'WEIGHT_TYPE_MISMATCH',
    ]);
    expect(codes(StepId.Features, complete({ vehicleType: 2, weightType: 5 }))).toEqual([]);
  });

  it('step 1: a weight the options offer for the vehicle passes (same ShipmentWeight rows)', () => {
    // The served table puts 20-30 kg (class 5) on motorcycles.
    const weightRows = paramTables.ShipmentWeight.map((r) =>
      r.paramCode === '5' ? { ...r, paramValueNumber2: 1 } : r,
    );
    const ctx = { ...guest, weightRows };
    const values = complete({ vehicleType: 1, weightType: 5 });
    expect(weightOptions(weightRows, 1).map((o) => o.code)).toContain(5);
    expect(codes(StepId.Features, values, ctx)).toEqual([]);
    expect(codes(StepId.Complete, values, ctx)).toEqual([]);
    expect(codes(StepId.Features, complete({ vehicleType: 2, weightType: 5 }), ctx)).toEqual([
      'WEIGHT_TYPE_MISMATCH',
    ]);
  });

  it('step 7: guest phone required, 0 + [1-9] + 9 digits', () => {
    expect(codes(StepId.User, complete({ guestPhone: '' }))).toEqual(['PHONE_REQUIRED']);
    expect(codes(StepId.User, complete({ guestPhone: '0532123' }))).toEqual(['PHONE_INVALID']);
    expect(codes(StepId.User, complete({ guestPhone: '00321234567' }))).toEqual(['PHONE_INVALID']);
    expect(codes(StepId.User, complete({ guestPhone: '02121234567' }))).toEqual([]);
    expect(codes(StepId.User, complete({ guestPhone: '' }), member)).toEqual([]);
    expect(validationMessages.PHONE_INVALID).toContain('0xxx xxx xxxx');
  });

  it('step 4: pickup title, city, county, district, full address ≥ 10, coordinates', () => {
    const start = (o: object) => complete({ startAddress: address({ phoneNumber: '', ...o }) });
    expect(codes(StepId.Pickup, start({ title: ' ' }))).toEqual(['START_TITLE_REQUIRED']);
    expect(codes(StepId.Pickup, start({ cityId: 0 }))).toEqual(['START_CITY_REQUIRED']);
    expect(codes(StepId.Pickup, start({ countyId: 0 }))).toEqual(['START_COUNTY_REQUIRED']);
    expect(codes(StepId.Pickup, start({ districtId: 0 }))).toEqual(['START_DISTRICT_REQUIRED']);
    expect(codes(StepId.Pickup, start({ fullAddress: '123456789' }))).toEqual([
      'START_FULL_ADDRESS_REQUIRED',
    ]);
    expect(codes(StepId.Pickup, start({ fullAddress: '1234567890' }))).toEqual([]);
    expect(codes(StepId.Pickup, start({ worldCoordinate: { lat: 0, long: 0 } }))).toEqual([
      'START_COORDINATES_REQUIRED',
    ]);
    expect(codes(StepId.Pickup, start({ phoneNumber: '123' }))).toEqual(['START_PHONE_INVALID']);
  });

  it('step 5: each delivery: content type, title, phone, city, county, district, full address, coordinates', () => {
    const stop = (o: object, contentType = 7) =>
      complete({ shipmentList: [{ ...emptyDelivery(), contentType, startAddress: address(o) }] });
    expect(codes(StepId.Deliveries, stop({}, 0))).toEqual(['CONTENT_TYPE_REQUIRED']);
    expect(codes(StepId.Deliveries, stop({ title: '' }))).toEqual(['DELIVERY_TITLE_REQUIRED']);
    expect(codes(StepId.Deliveries, stop({ phoneNumber: '' }))).toEqual(['DELIVERY_PHONE_REQUIRED']);
    expect(codes(StepId.Deliveries, stop({ phoneNumber: '5321234567' }))).toEqual(['DELIVERY_PHONE_INVALID']);
    expect(codes(StepId.Deliveries, stop({ cityId: 0 }))).toEqual(['DELIVERY_CITY_REQUIRED']);
    expect(codes(StepId.Deliveries, stop({ countyId: 0 }))).toEqual(['DELIVERY_COUNTY_REQUIRED']);
    expect(codes(StepId.Deliveries, stop({ districtId: 0 }))).toEqual(['DELIVERY_DISTRICT_REQUIRED']);
    expect(codes(StepId.Deliveries, stop({ fullAddress: 'kısa' }))).toEqual([
      'DELIVERY_FULL_ADDRESS_REQUIRED',
    ]);
    expect(codes(StepId.Deliveries, stop({ worldCoordinate: { lat: 41, long: 0 } }))).toEqual([
      'DELIVERY_COORDINATES_REQUIRED',
    ]);
    expect(codes(StepId.Deliveries, complete({ shipmentList: [] }))).toEqual(['DELIVERY_REQUIRED']);
  });

  it('step 5 reports the second stop with its own path', () => {
    const values = complete();
    values.shipmentList.push({ ...emptyDelivery(), contentType: 1, startAddress: address({ cityId: 0 }) });
    expect(stepErrors(StepId.Deliveries, values, guest)).toEqual([
      { field: 'shipmentList.1.startAddress.cityId', code: 'DELIVERY_CITY_REQUIRED' },
    ]);
  });

  it('step 3: with insurance the value must be above 0', () => {
    expect(codes(StepId.Insurance, complete({ includeInsurance: true, shipmentValue: '' }))).toEqual([
      'SHIPMENT_VALUE_REQUIRED',
    ]);
    expect(codes(StepId.Insurance, complete({ includeInsurance: true, shipmentValue: 0 }))).toEqual([
      'SHIPMENT_VALUE_REQUIRED',
    ]);
    expect(codes(StepId.Insurance, complete({ includeInsurance: true, shipmentValue: 1500 }))).toEqual([]);
    expect(codes(StepId.Insurance, complete({ includeInsurance: false, shipmentValue: '' }))).toEqual([]);
  });

  it('step 2: the payment type must be an enabled one', () => {
    expect(codes(StepId.Payment, complete({ paymentType: 2 }))).toEqual(['PAYMENT_TYPE_DISABLED']);
    expect(codes(StepId.Payment, complete({ paymentType: 1 }))).toEqual([]);
  });

  it('step 6 checks every visible step', () => {
    const values = complete({ guestPhone: '', includeInsurance: true, shipmentValue: '' });
    expect(codes(StepId.Complete, values)).toEqual(['PHONE_REQUIRED', 'SHIPMENT_VALUE_REQUIRED']);
    expect(codes(StepId.Complete, values, member)).toEqual(['SHIPMENT_VALUE_REQUIRED']);
  });
});

describe('error presentation', () => {
  it('maps paths, fields and messages', () => {
    expect(toFormPath('shipmentList[2].startAddress.title')).toBe('shipmentList.2.startAddress.title');
    expect(stepOfField('shipmentList.0.contentType')).toBe(StepId.Deliveries);
    expect(stepOfField('startAddress.cityId')).toBe(StepId.Pickup);
    expect(stepOfField('guestPhone')).toBe(StepId.User);
    expect(stepOfField('shipmentValue')).toBe(StepId.Insurance);
    expect(stepOfField('weightType')).toBe(StepId.Features);
    const errors = [
      { field: 'a', code: 'START_CITY_REQUIRED' as const },
      { field: 'b', code: 'START_CITY_REQUIRED' as const },
    ];
    expect(formErrorsOf(errors)).toEqual({
      a: validationMessages.START_CITY_REQUIRED,
      b: validationMessages.START_CITY_REQUIRED,
    });
    expect(dialogLines(errors)).toEqual([validationMessages.START_CITY_REQUIRED]);
  });
});
