import { describe, expect, it } from 'vitest';
import {
  directionsUrl,
  inCity,
  newWorkRefusal,
  openJobTab,
  stopsLeft,
  summarizeJobs,
  tenderNotices,
} from './courier-work';
import { isCourierTab } from './url-values';

const job = (shipmentStatus: number, totalPrice: number, acceptedTotalPrice: number | null = null) => ({
  shipmentStatus,
  paymentType: 1,
  totalPrice,
  acceptedTotalPrice,
});

describe('courier home tabs and filter', () => {
  it('knows its tabs', () => {
    expect(isCourierTab('acik-ihaleler')).toBe(true);
    expect(isCourierTab('gecmis')).toBe(true);
    expect(isCourierTab('hepsi')).toBe(false);
  });

  it('puts running tenders under open tenders, the rest under waiting jobs', () => {
    expect(openJobTab({ shipmentStatus: 2 })).toBe('acik-ihaleler');
    expect(openJobTab({ shipmentStatus: 1 })).toBe('bekleyen');
    expect(openJobTab({ shipmentStatus: 3 })).toBe('bekleyen');
  });

  it('filters by the pickup city, or keeps every city (Tüm iller)', () => {
    const jobs = [{ startAddress: { cityId: 34 } }, { startAddress: { cityId: 6 } }];
    expect(inCity(jobs, 34)).toHaveLength(1);
    expect(inCity(jobs, null)).toHaveLength(2);
  });
});

describe('summary: completed jobs and earnings', () => {
  it("counts completed jobs at the accepted price, and no cash of its own (issue 27: one definition, the server's)", () => {
    const summary = summarizeJobs([
      job(40, 300, 250.5), // tender: earns the accepted price
      job(40, 200), // no tender: the listed total
      job(6, 150), // paid at the door, on the way: not completed
      job(4, 100), // not paid yet
      job(50, 999), // cancelled
    ]);
    expect(summary).toEqual({ completed: 2, earnings: 450.5 });
  });
});

describe('tender notices on the next poll', () => {
  const open = (shipmentId: number, lowest: number | null, own: number | null) => ({
    shipmentId,
    tenderInfo: {
      offerCount: 2,
      lowestOffer: lowest,
      ownOffer: own === null ? null : { priceQuoteOfferId: shipmentId * 10, priceQuoteAmount: own },
    },
  });

  it('tells an outbid courier once, when they were the lowest', () => {
    expect(tenderNotices([open(1, 100, 100)], [open(1, 90, 100)], new Set())).toEqual([
      { kind: 'outbid', shipmentId: 1, lowest: 90 },
    ]);
    // Already behind: no new notice.
    expect(tenderNotices([open(1, 90, 100)], [open(1, 80, 100)], new Set())).toEqual([]);
  });

  it('tells won or lost when a tender with an own offer leaves the open list', () => {
    expect(tenderNotices([open(1, 100, 100)], [], new Set([1]))).toEqual([{ kind: 'won', shipmentId: 1 }]);
    expect(tenderNotices([open(1, 90, 100)], [], new Set())).toEqual([{ kind: 'lost', shipmentId: 1 }]);
  });

  it('says nothing about tenders without an own offer, a withdrawal or a lowered offer', () => {
    expect(tenderNotices([open(1, 100, null)], [], new Set())).toEqual([]);
    expect(tenderNotices([open(1, 100, 100)], [open(1, 120, null)], new Set())).toEqual([]);
    expect(tenderNotices([open(1, 100, 100)], [open(1, 95, 95)], new Set())).toEqual([]);
  });
});

describe('route and stops', () => {
  it('opens a maps page with directions to the coordinates', () => {
    expect(directionsUrl(41.0431, 29.0055)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=41.0431,29.0055',
    );
  });

  it('counts the stops not yet delivered', () => {
    expect(stopsLeft([{ deliveredAt: '2026-01-01T10:00:00Z' }, { deliveredAt: null }, {}])).toBe(2);
  });
});

describe('new work', () => {
  const active = { status: 1, courier: { isOpenToWork: true, workingType: 1 } };

  it('an active courier open to work, of the shipment’s vehicle class, takes it', () => {
    expect(newWorkRefusal(active, 1)).toBeNull();
    expect(newWorkRefusal(active)).toBeNull();
  });

  it('names the first reason not to', () => {
    expect(newWorkRefusal({ ...active, status: 2 }, 2)).toBe('COURIER_NOT_ACTIVE');
    expect(newWorkRefusal({ status: 1, courier: null }, 1)).toBe('COURIER_NOT_ACTIVE');
    expect(newWorkRefusal({ status: 1, courier: { isOpenToWork: false, workingType: 1 } }, 2)).toBe(
      'NOT_OPEN_TO_WORK',
    );
    expect(newWorkRefusal(active, 2)).toBe('VEHICLE_MISMATCH');
  });
});
