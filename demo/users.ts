// The demo accounts (README "Demo accounts") as plain data, dated relative to `base` (the server
// clock at reset): the emulated server (mocks/seed) and the real server (server/seed) store them each
// their own way, so both answer the same suites. Passwords are given in clear and hashed by each.
// Imports only src/domain (lint).

const HOUR = 3_600_000;

export const SEED_USERS = {
  customer: 1,
  mehmet: 2,
  ali: 3,
  zeynep: 4,
  admin: 5,
  hasan: 6,
  emre: 7,
  burak: 8,
  /** Rejected: her licence is missing (Profilim, then resend). */
  elif: 9,
  /** A second pending application, newer than Zeynep's (the approvals screen lists newest first). */
  selin: 12,
} as const;

export const DEMO_PASSWORDS = { courier: 'Kurye123!', admin: 'Admin123!' } as const;

/** The four documents of a courier application. */
export const documentKinds = [
  'photo',
  'drivingLicense',
  'criminalRecordCertificate',
  'taxCertificate',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

export interface DemoAddress {
  cityId: number;
  countyId: number;
  districtId: number;
  fullAddress: string;
}

export interface DemoCourier {
  identityNumber: string;
  workingType: 1 | 2;
  isAcceptedKVKK: boolean;
  address: DemoAddress | null;
  iban: string;
  isOpenToWork: boolean;
  rejectReason: string | null;
  /** The documents of the application, stored at reset (demo/documents.ts has their files). */
  documents: readonly DocumentKind[];
}

export interface DemoUser {
  userId: number;
  roles: ('Customer' | 'Courier' | 'Admin')[];
  phone: string;
  name: string;
  surname: string;
  email: string | null;
  /** In clear; null for an SMS-only account. */
  password: string | null;
  /** 1 Aktif, 2 Onay Bekliyor, 3 Reddedildi, 4 Askıya Alındı. */
  status: 1 | 2 | 3 | 4;
  courier: DemoCourier | null;
  createdAt: number;
}

/** T.C. kimlik no with valid checksums from 9 leading digits. */
function tckn(nine: string): string {
  const d = [...nine].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const tenth =
    ((((at(0) + at(2) + at(4) + at(6) + at(8)) * 7 - (at(1) + at(3) + at(5) + at(7))) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

/** A TR IBAN with valid check digits from a 22-character BBAN. */
function iban(bban: string): string {
  const numeric = `${bban}292700`; // T=29, R=27, check digits 00
  const check = 98 - Number(BigInt(numeric) % 97n);
  return `TR${String(check).padStart(2, '0')}${bban}`;
}

function courier(workingType: 1 | 2, nine: string, bban: string, address: DemoAddress | null): DemoCourier {
  return {
    identityNumber: tckn(nine),
    workingType,
    isAcceptedKVKK: true,
    address,
    iban: iban(bban),
    isOpenToWork: true,
    rejectReason: null,
    documents: [],
  };
}

/** Kadıköy, its first district (public/geo/34.json). */
const home: DemoAddress = {
  cityId: 34,
  countyId: 34023,
  districtId: 34023001,
  fullAddress: 'Moda Cad. No:12 Kadıköy/İstanbul',
};

export function demoUsers(base: number): DemoUser[] {
  return [
    {
      userId: 1,
      roles: ['Customer'],
      phone: '05321112233',
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse.yilmaz@example.com',
      password: null,
      status: 1,
      courier: null,
      createdAt: base - 90 * 24 * HOUR,
    },
    {
      userId: 2,
      roles: ['Courier'],
      phone: '05331112233',
      name: 'Mehmet',
      surname: 'Kaya',
      email: 'mehmet.kaya@example.com',
      password: DEMO_PASSWORDS.courier,
      status: 1,
      courier: courier(1, '123456780', '0006100519786457841326', home),
      createdAt: base - 60 * 24 * HOUR,
    },
    {
      userId: 3,
      roles: ['Courier'],
      phone: '05341112233',
      name: 'Ali',
      surname: 'Demir',
      email: 'ali.demir@example.com',
      password: DEMO_PASSWORDS.courier,
      status: 1,
      courier: courier(2, '234567891', '0001200940000012345678', {
        ...home,
        cityId: 6,
        countyId: 6007,
        districtId: 6007070,
        fullAddress: 'Atatürk Bulvarı No:105 Çankaya/Ankara',
      }),
      createdAt: base - 50 * 24 * HOUR,
    },
    {
      userId: 4,
      roles: ['Courier'],
      phone: '05351112233',
      name: 'Zeynep',
      surname: 'Şahin',
      email: 'zeynep.sahin@example.com',
      password: DEMO_PASSWORDS.courier,
      status: 2,
      courier: {
        ...courier(1, '345678912', '0006400000112345678901', home),
        documents: [...documentKinds],
        isOpenToWork: false,
      },
      createdAt: base - 2 * 24 * HOUR,
    },
    {
      userId: 5,
      roles: ['Admin'],
      phone: '05301112233',
      name: 'Kurye Çağır',
      surname: 'Yönetici',
      email: 'yonetim@kuryecagir.example',
      password: DEMO_PASSWORDS.admin,
      status: 1,
      courier: null,
      createdAt: base - 120 * 24 * HOUR,
    },
    {
      userId: 6,
      roles: ['Courier'],
      phone: '05371112233',
      name: 'Hasan',
      surname: 'Çelik',
      email: 'hasan.celik@example.com',
      password: DEMO_PASSWORDS.courier,
      status: 1,
      courier: courier(1, '456789123', '0001000123456789012345', home),
      createdAt: base - 40 * 24 * HOUR,
    },
    {
      userId: 7,
      roles: ['Courier'],
      phone: '05381112233',
      name: 'Emre',
      surname: 'Arslan',
      email: 'emre.arslan@example.com',
      password: DEMO_PASSWORDS.courier,
      status: 1,
      courier: courier(2, '567891234', '0004600001888000012345', home),
      createdAt: base - 30 * 24 * HOUR,
    },
    {
      userId: 8,
      roles: ['Customer'],
      phone: '05391112233',
      name: 'Burak',
      surname: 'Öztürk',
      email: null,
      password: null,
      status: 1,
      courier: null,
      createdAt: base - 10 * 24 * HOUR,
    },
    {
      userId: SEED_USERS.selin,
      roles: ['Courier'],
      phone: '05491112233',
      name: 'Selin',
      surname: 'Aydın',
      email: 'selin.aydin@example.com',
      password: DEMO_PASSWORDS.courier,
      status: 2,
      courier: {
        ...courier(2, '678912345', '0001500158007300123456', {
          ...home,
          cityId: 35,
          countyId: 35021,
          districtId: 35021006,
          fullAddress: 'Akdeniz Mah. Kıbrıs Şehitleri Cad. No:40 Konak/İzmir',
        }),
        documents: [...documentKinds],
        isOpenToWork: false,
      },
      createdAt: base - 5 * HOUR,
    },
    {
      // Rejected: the licence is missing; she adds it on Profilim and sends the application again.
      userId: SEED_USERS.elif,
      roles: ['Courier'],
      phone: '05361112233',
      name: 'Elif',
      surname: 'Koç',
      email: 'elif.koc@example.com',
      password: DEMO_PASSWORDS.courier,
      status: 3,
      courier: {
        ...courier(1, '789123456', '0006700000998877665544', home),
        documents: ['photo', 'criminalRecordCertificate', 'taxCertificate'],
        isOpenToWork: false,
        rejectReason:
          'Sürücü belgenizin fotoğrafı eksik. Lütfen ehliyetinizin ön yüzünün okunaklı bir fotoğrafını yükleyiniz.',
      },
      createdAt: base - 5 * 24 * HOUR,
    },
  ];
}
