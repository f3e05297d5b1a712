// The demo shipments (README "Demo accounts") as plain data, dated relative to `base`: the
// customer's shipments in every status, two open tenders ending 30 minutes after `base`, priced by
// src/domain/pricing from the offline geography's distance. Both servers store them (mocks/seed,
// server/seed.ts). Imports only src/domain (lint).
import { listCities, loadCity, placeCoordinate } from '@/domain/geo/geo';
import { computePrice, type VehicleType, type WeightType } from '@/domain/pricing';
import { routeDistance } from '@/domain/route-distance';
import type {
  AddressRecord,
  HistoryEntry,
  OfferRecord,
  ShipmentRecord,
  ShipmentStatusCode,
  TenderRecord,
} from '@/domain/shipment-record';

const MIN = 60_000;

export type { ShipmentStatusCode } from '@/domain/shipment-record';

export interface DemoShipments {
  shipments: ShipmentRecord[];
  tenders: TenderRecord[];
  offers: OfferRecord[];
}

/** Reconciliation (issue 18): shipment 1011's courier recorded 50 ₺ less cash at the door than its price. */
export const SEED_CASH_SHORTFALL = { shipmentId: 1011, short: 50 } as const;

interface Place {
  cityId: number;
  county: string;
  district: string;
  street: string;
  door: string;
}

const places = {
  caferaga: { cityId: 34, county: 'Kadıköy', district: 'Caferağa Mah', street: 'Moda Cad.', door: '12' },
  fenerbahce: {
    cityId: 34,
    county: 'Kadıköy',
    district: 'Fenerbahçe Mah',
    street: 'Fener Kalamış Cad.',
    door: '48',
  },
  sinanpasa: {
    cityId: 34,
    county: 'Beşiktaş',
    district: 'Sinanpaşa Mah',
    street: 'Ihlamurdere Cad.',
    door: '7',
  },
  levent: { cityId: 34, county: 'Beşiktaş', district: 'Levent Mah', street: 'Çarşı Cad.', door: '3' },
  mecidiyekoy: {
    cityId: 34,
    county: 'Şişli',
    district: 'Mecidiyeköy Mah',
    street: 'Büyükdere Cad.',
    door: '65',
  },
  altunizade: {
    cityId: 34,
    county: 'Üsküdar',
    district: 'Altunizade Mah',
    street: 'Kısıklı Cad.',
    door: '22',
  },
  ataturk: {
    cityId: 34,
    county: 'Ataşehir',
    district: 'Atatürk Mah',
    street: 'Ataşehir Bulvarı',
    door: '31',
  },
  zeytinlik: {
    cityId: 34,
    county: 'Bakırköy',
    district: 'Zeytinlik Mah',
    street: 'İstanbul Cad.',
    door: '15',
  },
  binbirdirek: {
    cityId: 34,
    county: 'Fatih',
    district: 'Binbirdirek Mah',
    street: 'Piyerloti Cad.',
    door: '9',
  },
  cihangir: {
    cityId: 34,
    county: 'Beyoğlu',
    district: 'Cihangir Mah',
    street: 'Sıraselviler Cad.',
    door: '54',
  },
  kizilay: { cityId: 6, county: 'Çankaya', district: 'Kızılay Mah', street: 'Atatürk Bulvarı', door: '105' },
  kavaklidere: {
    cityId: 6,
    county: 'Çankaya',
    district: 'Kavaklıdere Mah',
    street: 'Tunalı Hilmi Cad.',
    door: '88',
  },
  etlik: { cityId: 6, county: 'Keçiören', district: 'Etlik Mah', street: 'Etlik Cad.', door: '40' },
} satisfies Record<string, Place>;

type PlaceKey = keyof typeof places;

async function address(key: PlaceKey, title: string, phoneNumber: string): Promise<AddressRecord> {
  const p = places[key];
  const city = (await listCities()).find((c) => c.cityId === p.cityId);
  const countyRow = (await loadCity(p.cityId))?.counties.find((c) => c.countyName === p.county);
  const district = countyRow?.districts.find((d) => d.districtName === p.district);
  if (!city || !countyRow || !district) throw new Error(`Seed place not found: ${key}`);
  const coordinate = await placeCoordinate(p.cityId, countyRow.countyId, district.districtId);
  if (!coordinate) throw new Error(`No coordinate for ${key}`);
  const districtShort = p.district.replace(/ Mah$/, '');
  return {
    title,
    cityId: p.cityId,
    countyId: countyRow.countyId,
    districtId: district.districtId,
    cityName: city.cityName,
    countyName: countyRow.countyName,
    districtName: district.districtName,
    streetName: p.street,
    doorNumber: p.door,
    block: '',
    floor: '3',
    apartmentNumber: '6',
    apartmanName: '',
    addressDescription: '',
    fullAddress: `${districtShort} Mah. ${p.street} No:${p.door} D:6 ${countyRow.countyName}/${city.cityName}`,
    phoneNumber,
    worldCoordinate: coordinate,
  };
}

interface ShipmentPlan {
  shipmentId: number;
  status: ShipmentStatusCode;
  /** Status path with minutes before seed time. */
  path: [ShipmentStatusCode, number, number | null][];
  vehicleType: VehicleType;
  weightType: WeightType;
  from: PlaceKey;
  to: PlaceKey[];
  courierId: number | null;
  tender?: { offers: [number, number, 1 | 2 | 3][]; open: boolean };
  insurance?: number;
  transport?: boolean;
  customerId?: number;
}

const contents = [7, 1, 6, 5, 3, 8, 2, 4] as const;

export async function demoShipments(base: number): Promise<DemoShipments> {
  const out: DemoShipments = { shipments: [], tenders: [], offers: [] };
  const customerPhone = '05321112233';
  const plans: ShipmentPlan[] = [
    {
      shipmentId: 1001,
      status: 0,
      path: [[0, 20, null]],
      vehicleType: 1,
      weightType: 1,
      from: 'caferaga',
      to: ['sinanpasa'],
      courierId: null,
    },
    {
      shipmentId: 1002,
      status: 1,
      path: [[1, 45, null]],
      vehicleType: 1,
      weightType: 2,
      from: 'altunizade',
      to: ['mecidiyekoy'],
      courierId: null,
    },
    {
      shipmentId: 1003,
      status: 2,
      path: [
        [1, 0, null],
        [2, 0, null],
      ],
      vehicleType: 1,
      weightType: 3,
      from: 'ataturk',
      to: ['fenerbahce'],
      courierId: null,
      tender: {
        open: true,
        offers: [
          [6, 0.95, 1],
          [2, 0.9, 1],
        ],
      },
    },
    {
      shipmentId: 1004,
      status: 2,
      path: [
        [1, 0, null],
        [2, 0, null],
      ],
      vehicleType: 2,
      weightType: 6,
      from: 'kizilay',
      to: ['etlik'],
      courierId: null,
      transport: true,
      tender: {
        open: true,
        offers: [
          [7, 0.9, 2],
          [3, 0.85, 1],
        ],
      },
    },
    {
      shipmentId: 1005,
      status: 3,
      path: [
        [1, 180, null],
        [2, 180, null],
        [3, 150, null],
      ],
      vehicleType: 1,
      weightType: 1,
      from: 'zeytinlik',
      to: ['binbirdirek'],
      courierId: 2,
      tender: {
        open: false,
        offers: [
          [6, 0.93, 1],
          [2, 0.88, 3],
        ],
      },
    },
    {
      shipmentId: 1006,
      status: 4,
      path: [
        [1, 300, null],
        [3, 280, 3000],
        [4, 240, 3100],
      ],
      vehicleType: 2,
      weightType: 5,
      from: 'cihangir',
      to: ['ataturk'],
      courierId: 3,
      insurance: 2500,
    },
    {
      shipmentId: 1007,
      status: 5,
      path: [
        [1, 200, null],
        [3, 190, 3000],
        [4, 150, 3100],
        [5, 120, 3200],
      ],
      vehicleType: 1,
      weightType: 2,
      from: 'fenerbahce',
      to: ['altunizade'],
      courierId: 2,
    },
    {
      shipmentId: 1008,
      status: 6,
      path: [
        [1, 400, null],
        [3, 390, 3000],
        [4, 330, 3100],
        [5, 300, 3200],
        [6, 290, 3300],
      ],
      vehicleType: 2,
      weightType: 7,
      from: 'kavaklidere',
      to: ['kizilay', 'etlik'],
      courierId: 3,
      transport: true,
    },
    {
      shipmentId: 1009,
      status: 7,
      path: [
        [1, 600, null],
        [3, 590, 3000],
        [4, 560, 3100],
        [5, 540, 3200],
        [6, 530, 3300],
        [7, 480, 3600],
      ],
      vehicleType: 1,
      weightType: 1,
      from: 'levent',
      to: ['caferaga'],
      courierId: 2,
    },
    {
      shipmentId: 1010,
      status: 8,
      path: [
        [1, 1500, null],
        [2, 1500, null],
        [3, 1470, null],
        [8, 1440, 3900],
      ],
      vehicleType: 2,
      weightType: 8,
      from: 'mecidiyekoy',
      to: ['zeytinlik'],
      courierId: null,
      tender: { open: false, offers: [[3, 0.9, 3]] },
    },
    {
      shipmentId: 1011,
      status: 40,
      path: [
        [1, 3000, null],
        [2, 3000, null],
        [3, 2970, null],
        [4, 2940, 3100],
        [5, 2920, 3200],
        [6, 2915, 3300],
        [40, 2880, 3400],
      ],
      vehicleType: 1,
      weightType: 4,
      from: 'sinanpasa',
      to: ['cihangir', 'binbirdirek'],
      courierId: 2,
      insurance: 1000,
      tender: {
        open: false,
        offers: [
          [6, 0.87, 1],
          [2, 0.82, 3],
        ],
      },
    },
    {
      shipmentId: 1012,
      status: 50,
      path: [
        [1, 4500, null],
        [50, 4400, 1500],
      ],
      vehicleType: 1,
      weightType: 1,
      from: 'caferaga',
      to: ['levent'],
      courierId: null,
    },
  ];

  let deliveryItemId = 1;
  let offerId = 1;
  for (const plan of plans) {
    const startAddress = await address(plan.from, 'Ev', customerPhone);
    const deliveries = await Promise.all(
      plan.to.map((k, i) => address(k, i === 0 ? 'İş' : `Teslimat ${i + 1}`, '05391112233')),
    );
    const route = routeDistance(
      startAddress.worldCoordinate,
      deliveries.map((d) => d.worldCoordinate),
    );
    const price = computePrice({
      vehicleType: plan.vehicleType,
      weightType: plan.weightType,
      distanceKm: route.totalDistanceKm,
      includeInsurance: plan.insurance !== undefined,
      shipmentValue: plan.insurance ?? 0,
      hasTransportService: plan.transport ?? false,
    });
    const history: HistoryEntry[] = plan.path.map(([status, minutesAgo, action]) => ({
      status,
      action,
      at: base - minutesAgo * MIN,
      byUserId: action === null ? null : action >= 3000 && action !== 3500 ? plan.courierId : 1,
    }));
    const createdAt = history[0]?.at ?? base;
    const tenderStart = history.find((h) => h.status === 2)?.at ?? null;
    // A courier who withdrew (status 8) leaves no accepted price behind.
    const winning = plan.status === 8 ? undefined : plan.tender?.offers.find((o) => o[2] === 3);
    const delivered = plan.status === 40 ? (history.at(-1)?.at ?? null) : null;
    out.shipments.push({
      shipmentId: plan.shipmentId,
      customerId: plan.customerId ?? 1,
      courierId: plan.courierId,
      shipmentStatus: plan.status,
      vehicleType: plan.vehicleType,
      weightType: plan.weightType,
      paymentType: 1,
      includeInsurance: plan.insurance !== undefined,
      shipmentValue: plan.insurance ?? 0,
      hasTransportService: plan.transport ?? false,
      getPriceQuote: plan.tender !== undefined,
      shipmentTotalDistance: route.totalDistanceKm,
      ...price,
      acceptedTotalPrice: winning ? Math.round(price.totalPrice * winning[1]) : null,
      startAddress,
      shipmentList: deliveries.map((d, i) => ({
        deliveryItemId: deliveryItemId++,
        startAddress: d,
        contentType: contents[(plan.shipmentId + i) % contents.length] ?? 7,
        note: i === 0 ? 'Lütfen teslim etmeden önce arayınız.' : '',
        deliveredAt: delivered,
      })),
      tenderEndDate: tenderStart === null ? null : tenderStart + 30 * MIN,
      history,
      createdAt,
      updatedAt: history.at(-1)?.at ?? createdAt,
      ...(plan.shipmentId === SEED_CASH_SHORTFALL.shipmentId
        ? {
            collectedAmount:
              (winning ? Math.round(price.totalPrice * winning[1]) : price.totalPrice) -
              SEED_CASH_SHORTFALL.short,
          }
        : {}),
    });
    if (plan.tender && tenderStart !== null) {
      out.tenders.push({
        shipmentId: plan.shipmentId,
        status: plan.tender.open ? 1 : 2,
        startDate: tenderStart,
        endDate: tenderStart + 30 * MIN,
        round: 1,
      });
      for (const [i, [courierId, ratio, offerStatus]] of plan.tender.offers.entries()) {
        out.offers.push({
          priceQuoteOfferId: offerId++,
          shipmentId: plan.shipmentId,
          courierId,
          offerStatus,
          priceQuoteAmount: Math.round(price.totalPrice * ratio),
          round: 1,
          // Open tenders start at seed time: their offers arrive in the same minute.
          createdAt: tenderStart + (plan.tender.open ? i * 1000 : (i + 1) * 3 * MIN),
        });
      }
    }
  }
  return out;
}
