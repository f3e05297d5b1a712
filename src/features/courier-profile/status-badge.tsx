import { Badge } from '@mantine/core';
import { courierAccountState } from './account-state';
import { courierProfileMessages as m } from './messages';

const colors = { active: 'teal', pending: 'blue', rejected: 'red', suspended: 'gray' } as const;

/** The account's status in a word (Onaylı, Onay Bekliyor, Reddedildi, Askıya Alındı). */
export function StatusBadge({ status }: { status: number }) {
  const state = courierAccountState(status);
  return (
    <Badge variant="light" color={colors[state]} size="lg">
      {m.statusBadge[state]}
    </Badge>
  );
}
