import { Badge } from '@mantine/core';
import { memberStatusLabel } from '@/domain/member-status';

const colors: Record<number, string> = { 1: 'teal', 2: 'yellow', 3: 'red', 4: 'gray' };

/** The member's status as a badge: the label is the text (colour only repeats it). */
export function MemberStatusBadge({ status }: { status: number }) {
  return (
    <Badge
      color={colors[status] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      style={{ overflow: 'visible' }}
    >
      {memberStatusLabel(status)}
    </Badge>
  );
}
