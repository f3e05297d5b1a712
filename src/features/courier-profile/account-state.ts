// What a courier may do, by the account's status (docs/data-model.md and docs/statuses-and-visibility.md UserStatus: 1 Aktif, 2 Onay Bekliyor,
// 3 Reddedildi, 4 Askıya Alındı). The server decides (mocks/auth.ts); this tells the screens.
export type CourierAccountState = 'active' | 'pending' | 'rejected' | 'suspended';

export function courierAccountState(status: number): CourierAccountState {
  if (status === 1) return 'active';
  if (status === 3) return 'rejected';
  if (status === 4) return 'suspended';
  return 'pending';
}

/** Only an approved courier bids, accepts work and reads jobs. */
export const mayWork = (state: CourierAccountState) => state === 'active';

/** Pending and rejected couriers may correct the application; a suspended one only reads it. */
export const mayEditProfile = (state: CourierAccountState) => state !== 'suspended';

/** Only a rejected application is sent again. */
export const mayResubmit = (state: CourierAccountState) => state === 'rejected';
