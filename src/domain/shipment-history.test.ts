import { describe, expect, it } from 'vitest';
import { shipmentPath, wasReturned, type HistoryEntryLike } from './shipment-history';
import type { ShipmentStatusCode } from './shipment-status';

const h = (...statuses: ShipmentStatusCode[]): HistoryEntryLike[] =>
  statuses.map((status, i) => ({ status, at: 1000 * (i + 1) }));
const view = (steps: ReturnType<typeof shipmentPath>) => steps.map((s) => `${s.label}:${s.state}`);

describe('shipmentPath', () => {
  it('a returned shipment reads as a return, not a completed delivery', () => {
    const steps = shipmentPath({
      history: h(1, 3, 4, 5, 6, 7, 40),
      current: 40,
      tender: false,
      payAtDoor: true,
    });
    expect(view(steps)).toEqual([
      'Gönderi Oluşturuldu:1',
      'Kurye Atama:1',
      'Adresten Teslim Alma:1',
      'Ödeme:1',
      'Adrese Teslim Etme:1',
      'Gönderi İade:1',
      'İade Edildi:1',
    ]);
    expect(steps.map((s) => s.label)).not.toContain('Tamamlanan');
    expect(wasReturned(h(1, 3, 4, 6, 7, 40))).toBe(true);
  });

  it('while returning: the return in progress, then its end waiting', () => {
    expect(
      view(shipmentPath({ history: h(1, 3, 4, 6, 7), current: 7, tender: false, payAtDoor: false })),
    ).toEqual([
      'Gönderi Oluşturuldu:1',
      'Kurye Atama:1',
      'Adresten Teslim Alma:1',
      'Adrese Teslim Etme:1',
      'Gönderi İade:2',
      'İade Edildi:0',
    ]);
  });

  it('a delivered shipment has no return step and ends "Tamamlanan" with dates', () => {
    const steps = shipmentPath({
      history: h(1, 2, 3, 4, 5, 6, 40),
      current: 40,
      tender: true,
      payAtDoor: true,
    });
    expect(view(steps)).toEqual([
      'Gönderi Oluşturuldu:1',
      'Teklif Süreci:1',
      'Kurye Atama:1',
      'Adresten Teslim Alma:1',
      'Ödeme:1',
      'Adrese Teslim Etme:1',
      'Tamamlanan:1',
    ]);
    expect(steps.every((s) => s.at !== null)).toBe(true);
  });

  it('in progress: the steps taken, the current one, then the usual steps ahead', () => {
    const steps = shipmentPath({ history: h(1, 2, 3), current: 3, tender: true, payAtDoor: true });
    expect(view(steps)).toEqual([
      'Gönderi Oluşturuldu:1',
      'Teklif Süreci:1',
      'Kurye Atama:2',
      'Adresten Teslim Alma:0',
      'Ödeme:0',
      'Adrese Teslim Etme:0',
      'Tamamlanan:0',
    ]);
    expect(steps.slice(3).every((s) => s.at === null)).toBe(true);
  });

  it('a prepaid shipment skips "Ödeme" (4 → 6)', () => {
    expect(
      view(shipmentPath({ history: h(1, 3, 4, 6, 40), current: 40, tender: false, payAtDoor: false })).join(),
    ).not.toContain('Ödeme');
  });

  it('a restart shows both rounds in the order they happened', () => {
    expect(
      view(shipmentPath({ history: h(1, 2, 3, 8, 2, 3), current: 3, tender: true, payAtDoor: false })),
    ).toEqual([
      'Gönderi Oluşturuldu:1',
      'Teklif Süreci:1',
      'Kurye Atama:1',
      'Yeniden Oluşturma:1',
      'Teklif Süreci:1',
      'Kurye Atama:2',
      'Adresten Teslim Alma:0',
      'Adrese Teslim Etme:0',
      'Tamamlanan:0',
    ]);
  });

  it('waiting for a restart: "Yeniden Oluşturma" in progress, the next round ahead', () => {
    expect(
      view(shipmentPath({ history: h(1, 2, 3, 8), current: 8, tender: true, payAtDoor: false })),
    ).toEqual([
      'Gönderi Oluşturuldu:1',
      'Teklif Süreci:1',
      'Kurye Atama:1',
      'Yeniden Oluşturma:2',
      'Teklif Süreci:0',
      'Kurye Atama:0',
      'Adresten Teslim Alma:0',
      'Adrese Teslim Etme:0',
      'Tamamlanan:0',
    ]);
  });

  it('a cancelled shipment ends with "İptal", done, and nothing ahead', () => {
    expect(view(shipmentPath({ history: h(1, 2, 50), current: 50, tender: true, payAtDoor: true }))).toEqual([
      'Gönderi Oluşturuldu:1',
      'Teklif Süreci:1',
      'İptal:1',
    ]);
  });

  it('a courier taking a job that had none (3 → 3) is one step', () => {
    expect(
      view(shipmentPath({ history: h(1, 2, 3, 3), current: 3, tender: true, payAtDoor: false })).slice(0, 4),
    ).toEqual(['Gönderi Oluşturuldu:1', 'Teklif Süreci:1', 'Kurye Atama:2', 'Adresten Teslim Alma:0']);
  });

  it('a shipment being prepared shows the whole usual path ahead', () => {
    expect(view(shipmentPath({ history: [], current: 0, tender: false, payAtDoor: true }))).toEqual([
      'Hazırlanıyor:2',
      'Gönderi Oluşturuldu:0',
      'Kurye Atama:0',
      'Adresten Teslim Alma:0',
      'Ödeme:0',
      'Adrese Teslim Etme:0',
      'Tamamlanan:0',
    ]);
  });
});
