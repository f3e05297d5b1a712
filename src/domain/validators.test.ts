import { describe, expect, it } from 'vitest';
import {
  formatPhoneGroups,
  isValidTckn,
  normalizePhone,
  validateAddress,
  validateCourierRegistration,
  validateGuestPhone,
  validateImage,
  validateShipment,
  validateTckn,
  vehicleOfWeightMatches,
  type ShipmentInput,
} from './validators';
import { paramOptions, paramTables } from './params';
import { formatIbanGroups, normalizeIban, validateIban } from './iban';

const address = {
  title: 'Ev',
  cityId: 34,
  countyId: 34001,
  districtId: 34001001,
  fullAddress: 'Caferağa Mah. Moda Cad. No:1 Kadıköy',
  phoneNumber: '05321112233',
  worldCoordinate: { lat: 40.98, long: 29.02 },
};

const shipment: ShipmentInput = {
  vehicleType: 1,
  weightType: 1,
  paymentType: 1,
  includeInsurance: false,
  shipmentValue: 0,
  startAddress: address,
  shipmentList: [{ startAddress: address, contentType: 7, note: '' }],
};

const codes = (errors: { code: string }[]) => errors.map((e) => e.code);

describe('normalizePhone (docs/forms-and-validation.md)', () => {
  it.each([
    ['5321112233', '05321112233'],
    ['05321112233', '05321112233'],
    ['0 (532) 111 22 33', '05321112233'],
    ['+90 532 111 22 33', '05321112233'],
    ['0090 532 111 22 33', '05321112233'],
    ['905321112233', '05321112233'],
    ['0532abc1112233', '05321112233'],
    ['053211122334455667', '05321112233'],
    ['0212', '0'],
    ['2', '0'],
    ['', ''],
    ['abc', ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('shows 0(5xx) xxx xx xx', () => {
    expect(formatPhoneGroups('05321112233')).toBe('0(532) 111 22 33');
    expect(formatPhoneGroups('05321')).toBe('0(532) 1');
  });
});

describe('guest phone', () => {
  it('is required and follows 0 + [1-9] + 9 digits', () => {
    expect(codes(validateGuestPhone(''))).toEqual(['PHONE_REQUIRED']);
    expect(codes(validateGuestPhone('0532111223'))).toEqual(['PHONE_INVALID']);
    expect(codes(validateGuestPhone('00321112233'))).toEqual(['PHONE_INVALID']);
    expect(validateGuestPhone('02121112233')).toEqual([]);
  });
});

describe('TCKN', () => {
  it('checks length, leading digit and both checksums', () => {
    expect(isValidTckn('10000000146')).toBe(true);
    expect(isValidTckn('10000000147')).toBe(false);
    expect(isValidTckn('10000000156')).toBe(false);
    expect(isValidTckn('00000000146')).toBe(false);
    expect(isValidTckn('1000000014')).toBe(false);
  });

  it('refuses letters, spaces and more than 11 digits', () => {
    expect(isValidTckn('1000000014a')).toBe(false);
    expect(isValidTckn('100 000 001 46')).toBe(false);
    expect(isValidTckn('100000001460')).toBe(false);
    expect(codes(validateTckn(''))).toEqual(['IDENTITY_NUMBER_REQUIRED']);
    expect(codes(validateTckn('12345678901'))).toEqual(['IDENTITY_NUMBER_INVALID']);
  });
});

describe('IBAN', () => {
  it('requires TR, capitals and digits only, and a valid checksum', () => {
    expect(validateIban('TR33 0006 1005 1978 6457 8413 26')).toEqual([]);
    expect(codes(validateIban(''))).toEqual(['IBAN_REQUIRED']);
    expect(codes(validateIban('tr330006100519786457841326'))).toEqual(['IBAN_FORMAT']);
    expect(codes(validateIban('DE89370400440532013000'))).toEqual(['IBAN_COUNTRY']);
    expect(codes(validateIban('TR330006100519786457841327'))).toEqual(['IBAN_INVALID']);
  });

  it('reads an IBAN pasted in lower case with spaces, tabs or a line break', () => {
    const pasted = ' tr33 0006 1005\t1978 6457\n8413 26 ';
    expect(normalizeIban(pasted)).toBe('TR330006100519786457841326');
    expect(validateIban(normalizeIban(pasted))).toEqual([]);
    // Normalising does not hide a wrong character or a wrong checksum.
    expect(codes(validateIban(normalizeIban('tr33-0006-1005-1978-6457-8413-26')))).toEqual(['IBAN_FORMAT']);
    expect(codes(validateIban(normalizeIban('tr33 0006 1005 1978 6457 8413 27')))).toEqual(['IBAN_INVALID']);
  });

  it('is shown in groups of four', () => {
    expect(formatIbanGroups('tr330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(formatIbanGroups('TR33 00')).toBe('TR33 00');
    expect(formatIbanGroups('')).toBe('');
  });
});

describe('addresses', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(address, 'START', 'startAddress')).toEqual([]);
  });

  it('gives one code per missing part', () => {
    const errors = validateAddress(
      { title: ' ', cityId: 0, countyId: null, fullAddress: 'kısa', worldCoordinate: { lat: 0, long: 0 } },
      'DELIVERY',
      'shipmentList[0].startAddress',
    );
    expect(codes(errors)).toEqual([
      'DELIVERY_TITLE_REQUIRED',
      'DELIVERY_CITY_REQUIRED',
      'DELIVERY_COUNTY_REQUIRED',
      'DELIVERY_DISTRICT_REQUIRED',
      'DELIVERY_FULL_ADDRESS_REQUIRED',
      'DELIVERY_COORDINATES_REQUIRED',
      'DELIVERY_PHONE_REQUIRED',
    ]);
    expect(errors[0]?.field).toBe('shipmentList[0].startAddress.title');
  });
});

describe('validateShipment', () => {
  it('accepts a valid shipment', () => {
    expect(validateShipment(shipment)).toEqual([]);
  });

  it('requires vehicle and weight, and the weight in the vehicle group', () => {
    expect(codes(validateShipment({ ...shipment, vehicleType: null, weightType: null }))).toEqual([
      'VEHICLE_TYPE_REQUIRED',
      'WEIGHT_TYPE_REQUIRED',
    ]);
    expect(codes(validateShipment({ ...shipment, vehicleType: 1, weightType: 5 }))).toEqual([
      'WEIGHT_TYPE_MISMATCH',
    ]);
  });

  it('checks the weight against the parameter rows the options come from', () => {
    // 20-30 kg moved to motorcycles and 10-20 kg to cars (paramValueNumber2).
    const weightRows = paramTables.ShipmentWeight.map((r) =>
      r.paramCode === '5'
        ? { ...r, paramValueNumber2: 1 }
        : r.paramCode === '4'
          ? { ...r, paramValueNumber2: 2 }
          : r,
    );
    expect(paramOptions(weightRows, 1).map((o) => o.code)).toContain(5);
    expect(validateShipment({ ...shipment, vehicleType: 1, weightType: 5 }, { weightRows })).toEqual([]);
    expect(codes(validateShipment({ ...shipment, vehicleType: 1, weightType: 4 }, { weightRows }))).toEqual([
      'WEIGHT_TYPE_MISMATCH',
    ]);
    expect(vehicleOfWeightMatches(2, 4, weightRows)).toBe(true);
    expect(vehicleOfWeightMatches(2, 4)).toBe(false);
  });

  it('refuses the disabled IBAN payment', () => {
    expect(codes(validateShipment({ ...shipment, paymentType: 2 }))).toEqual(['PAYMENT_TYPE_DISABLED']);
  });

  it('requires a delivery and its content type', () => {
    expect(codes(validateShipment({ ...shipment, shipmentList: [] }))).toEqual(['DELIVERY_REQUIRED']);
    expect(
      codes(validateShipment({ ...shipment, shipmentList: [{ startAddress: address, contentType: 0 }] })),
    ).toEqual(['CONTENT_TYPE_REQUIRED']);
  });

  it('requires a value above 0 with insurance', () => {
    expect(codes(validateShipment({ ...shipment, includeInsurance: true, shipmentValue: 0 }))).toEqual([
      'SHIPMENT_VALUE_REQUIRED',
    ]);
    expect(validateShipment({ ...shipment, includeInsurance: true, shipmentValue: 10 })).toEqual([]);
  });
});

describe('courier registration', () => {
  it('checks every field', () => {
    expect(
      codes(
        validateCourierRegistration({
          name: '',
          surname: '',
          identityNumber: '123',
          isAcceptedKVKK: false,
          phone: 'x',
        }),
      ),
    ).toEqual([
      'NAME_REQUIRED',
      'SURNAME_REQUIRED',
      'IDENTITY_NUMBER_INVALID',
      'WORKING_TYPE_REQUIRED',
      'KVKK_REQUIRED',
      'PHONE_INVALID',
    ]);
    expect(
      validateCourierRegistration({
        name: 'Ali',
        surname: 'Demir',
        identityNumber: '10000000146',
        workingType: 2,
        isAcceptedKVKK: true,
        phone: '05341112233',
        email: 'ali@example.com',
      }),
    ).toEqual([]);
  });

  it('takes an optional password of at least 8 characters', () => {
    const base = {
      name: 'Ali',
      surname: 'Demir',
      identityNumber: '10000000146',
      workingType: 2,
      isAcceptedKVKK: true,
      phone: '05341112233',
    };
    expect(validateCourierRegistration({ ...base, password: '' })).toEqual([]);
    expect(validateCourierRegistration({ ...base, password: 'Kurye123' })).toEqual([]);
    expect(codes(validateCourierRegistration({ ...base, password: 'kisa' }))).toEqual(['PASSWORD_TOO_SHORT']);
  });

  it('checks uploaded images', () => {
    expect(codes(validateImage(null, 'photo'))).toEqual(['PHOTO_REQUIRED']);
    expect(codes(validateImage({ type: 'application/pdf', size: 10 }, 'photo'))).toEqual([
      'FILE_TYPE_INVALID',
    ]);
    expect(codes(validateImage({ type: 'image/png', size: 6 * 1024 * 1024 }, 'photo'))).toEqual([
      'PHOTO_TOO_LARGE',
    ]);
    expect(validateImage({ type: 'image/jpeg', size: 1000 }, 'photo')).toEqual([]);
  });
});

describe('fileKindOf (issue 16: a file is what its bytes say)', () => {
  it('knows JPEG, PNG and PDF by their magic numbers, and nothing by its name', async () => {
    const { fileKindOf } = await import('./validators');
    expect(fileKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(fileKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(fileKindOf(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(fileKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull(); // a cut PNG header
    expect(fileKindOf(new TextEncoder().encode('<script>alert(1)</script>'))).toBeNull();
    expect(fileKindOf(new Uint8Array([]))).toBeNull();
  });
});

describe('shipment bounds the form and the server share (issue 14)', () => {
  it('refuses a declared value above 1.000.000 ₺ and more than 20 deliveries', async () => {
    const { validateInsurance, validateDeliveries } = await import('./validators');
    expect(validateInsurance({ includeInsurance: true, shipmentValue: 1e308 })).toEqual([
      { field: 'shipmentValue', code: 'MONEY_TOO_LARGE' },
    ]);
    expect(validateInsurance({ includeInsurance: true, shipmentValue: 1_000_000 })).toEqual([]);
    const stop = { contentType: 1 };
    expect(validateDeliveries(Array.from({ length: 21 }, () => stop))).toEqual([
      { field: 'shipmentList', code: 'TOO_MANY_DELIVERIES' },
    ]);
  });
});
