import { describe, expect, it } from 'vitest';
import {
  canSeeShipment,
  isFullAddressVisible,
  isInShipmentList,
  isOpenJob,
  isRedacted,
  NO_VIEWER,
  placeOnly,
  seesCancelReason,
  seesCustomerPhone,
  seesFullAddress,
  shipmentView,
  type ShipmentViewer,
} from './shipment-visibility';

const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 40, 50];
const IN_HAND = [3, 4, 5, 6, 7];

const staff: ShipmentViewer = { ...NO_VIEWER, staff: true };
const owner: ShipmentViewer = { ...NO_VIEWER, owner: true };
const assigned: ShipmentViewer = { ...NO_VIEWER, assignedCourier: true };
const bidder: ShipmentViewer = { ...NO_VIEWER, openJob: true };

const views = (viewer: ShipmentViewer) => ALL.map((status) => shipmentView(viewer, status));

describe('who sees a shipment', () => {
  it('the job is in the courier’s hands in statuses 3 to 7', () => {
    expect(ALL.filter(isFullAddressVisible)).toEqual(IN_HAND);
  });

  it('staff and the owning customer see all of it in every status', () => {
    expect(views(staff).every((v) => v === 'full')).toBe(true);
    expect(views(owner).every((v) => v === 'full')).toBe(true);
    expect(ALL.every((s) => seesFullAddress(owner, s) && canSeeShipment(staff, s))).toBe(true);
  });

  it('the assigned courier sees the full addresses in statuses 3 to 7, the place before and after', () => {
    expect(ALL.filter((s) => shipmentView(assigned, s) === 'full')).toEqual(IN_HAND);
    expect(ALL.filter((s) => shipmentView(assigned, s) === 'place')).toEqual([0, 1, 2, 8, 40, 50]);
    expect(ALL.every((s) => canSeeShipment(assigned, s))).toBe(true);
  });

  it('a courier who may take the job (bidding, or waiting for a courier) sees the place only', () => {
    expect(views(bidder).every((v) => v === 'place')).toBe(true);
    expect(seesFullAddress(bidder, 2)).toBe(false);
  });

  it('another courier or customer, and a signed-out caller, see nothing (404)', () => {
    expect(views(NO_VIEWER).every((v) => v === 'none')).toBe(true);
    expect(canSeeShipment(NO_VIEWER, 4)).toBe(false);
  });

  it('the customer’s phone goes to the assigned courier in statuses 3 to 7 only', () => {
    expect(ALL.filter((s) => seesCustomerPhone(assigned, s))).toEqual(IN_HAND);
    for (const viewer of [staff, owner, bidder, NO_VIEWER])
      expect(ALL.some((s) => seesCustomerPhone(viewer, s))).toBe(false);
    // An owner who is also the assigned courier (a test account with both roles) gets it too.
    expect(seesCustomerPhone({ ...owner, assignedCourier: true }, 4)).toBe(true);
  });
});

describe('open jobs', () => {
  const courier = { status: 1, workingType: 2 };
  const job = { shipmentStatus: 1, vehicleType: 2, courierId: null, tenderRunning: false };

  it('a shipment waiting for a courier (1, or 3 with none) in the courier’s class', () => {
    expect(isOpenJob(job, courier)).toBe(true);
    expect(isOpenJob({ ...job, shipmentStatus: 3 }, courier)).toBe(true);
    expect(isOpenJob({ ...job, shipmentStatus: 3, courierId: 9 }, courier)).toBe(false);
    expect(isOpenJob({ ...job, shipmentStatus: 4 }, courier)).toBe(false);
    expect(isOpenJob({ ...job, shipmentStatus: 0 }, courier)).toBe(false);
  });

  it('a tender while it runs', () => {
    expect(isOpenJob({ ...job, shipmentStatus: 2, tenderRunning: true }, courier)).toBe(true);
    expect(isOpenJob({ ...job, shipmentStatus: 2, tenderRunning: false }, courier)).toBe(false);
  });

  it('not for another vehicle class nor a courier who is not active', () => {
    expect(isOpenJob(job, { ...courier, workingType: 1 })).toBe(false);
    expect(isOpenJob(job, { ...courier, workingType: null })).toBe(false);
    expect(isOpenJob(job, { ...courier, status: 2 })).toBe(false);
  });
});

describe('redacted addresses', () => {
  const full = {
    cityId: 34,
    countyId: 34001,
    districtId: 34001001,
    cityName: 'İstanbul',
    countyName: 'Kadıköy',
    districtName: 'Moda Mah',
    streetName: 'Bahariye Cd',
    fullAddress: 'Bahariye Cd No 5',
    phoneNumber: '05321234567',
  };

  it('keeps the place and drops the rest', () => {
    expect(placeOnly(full)).toEqual({
      cityId: 34,
      countyId: 34001,
      districtId: 34001001,
      cityName: 'İstanbul',
      countyName: 'Kadıköy',
      districtName: 'Moda Mah',
    });
  });

  it('reads a place-only address as redacted', () => {
    expect(isRedacted(placeOnly(full))).toBe(true);
    expect(isRedacted(full)).toBe(false);
    expect(isRedacted({ streetName: 'Bahariye Cd' })).toBe(false);
  });
});

describe('the shipment list (GET /shipments)', () => {
  const shipment = (shipmentStatus: number, customerId = 1, courierId: number | null = 2) => ({
    shipmentStatus,
    customerId,
    courierId,
  });
  const customer = { userId: 1, roles: ['Customer'] };
  const courier = { userId: 2, roles: ['Courier'] };
  const admin = { userId: 9, roles: ['Admin'] };

  it('current and past lists split at completed and cancelled', () => {
    const current = ALL.filter((st) => isInShipmentList(customer, shipment(st), false));
    const past = ALL.filter((st) => isInShipmentList(customer, shipment(st), true));
    expect(current).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(past).toEqual([40, 50]);
  });

  it('staff list every shipment; a customer their own; a courier their own and the ones assigned to them', () => {
    const other = shipment(3, 5, 6);
    expect(isInShipmentList(admin, other, false)).toBe(true);
    expect(isInShipmentList(customer, other, false)).toBe(false);
    expect(isInShipmentList(courier, other, false)).toBe(false);
    expect(isInShipmentList(courier, shipment(3, 5, 2), false)).toBe(true);
    expect(isInShipmentList({ userId: 2, roles: ['Customer'] }, shipment(3, 5, 2), false)).toBe(false);
    expect(isInShipmentList({ userId: 5, roles: ['Courier', 'Customer'] }, other, false)).toBe(true);
  });

  it('only staff read the cancel reason on the history', () => {
    expect(seesCancelReason(staff)).toBe(true);
    for (const viewer of [owner, assigned, bidder, NO_VIEWER]) expect(seesCancelReason(viewer)).toBe(false);
  });
});
