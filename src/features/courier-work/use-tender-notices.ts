import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { tenderNotices, type OpenJobSnapshot, type TenderNotice } from '@/domain/courier-work';
import { formatMoney } from '@/domain/format';
import { getAssignedShipmentsQueryOptions } from '@/features/courier-work/api/get-courier-work';
import { courierWorkMessages as m } from './messages';

function show(notice: TenderNotice) {
  const base = {
    id: `${notice.kind}-${notice.shipmentId}`,
    autoClose: 15_000,
    closeButtonProps: { 'aria-label': m.closeNotice },
  };
  if (notice.kind === 'outbid')
    notifications.show({
      ...base,
      color: 'orange',
      title: m.noticeOutbidTitle,
      message: m.noticeOutbid(notice.shipmentId, formatMoney(notice.lowest)),
    });
  else if (notice.kind === 'won')
    notifications.show({
      ...base,
      color: 'teal',
      title: m.noticeWonTitle,
      message: m.noticeWon(notice.shipmentId),
    });
  else
    notifications.show({
      ...base,
      color: 'gray',
      title: m.noticeLostTitle,
      message: m.noticeLost(notice.shipmentId),
    });
}

/**
 * In-app notices while İşlerim is open (issue 16): each new answer of the open work is compared
 * with the previous one; outbid, won and lost tenders raise a notification. A tender with an own
 * offer that left the list is judged against a fresh read of the assigned jobs (the two lists
 * poll separately, so the assigned one may still be the older answer).
 */
export function useTenderNotices(open: readonly OpenJobSnapshot[]) {
  const queryClient = useQueryClient();
  const previous = useRef<readonly OpenJobSnapshot[] | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = open;
    if (!before) return;
    const found = tenderNotices(before, open, new Set());
    for (const notice of found) if (notice.kind === 'outbid') show(notice);
    const ended = found.filter((n) => n.kind !== 'outbid');
    if (ended.length === 0) return;
    void queryClient.fetchQuery(getAssignedShipmentsQueryOptions()).then(
      (assigned) => {
        const mine = new Set(assigned.map((s) => s.shipmentId));
        for (const n of ended)
          show({ kind: mine.has(n.shipmentId) ? 'won' : 'lost', shipmentId: n.shipmentId });
      },
      () => undefined,
    );
  }, [open, queryClient]);
}
