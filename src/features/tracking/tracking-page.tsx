import type { ReactNode } from 'react';
import { RequireSignIn } from '@/features/auth';
import { TrackingContent, TrackingFrame } from './tracking-screen';
import { ShipmentDetailTab, ShipmentHistoryTab, ShipmentTenderTab } from './tracking-tabs';
import type { TrackingTab } from './tracking-params';

const tabContent: Record<TrackingTab, (props: { shipmentId: number }) => ReactNode> = {
  detay: ShipmentDetailTab,
  hareketler: ShipmentHistoryTab,
  ihale: ShipmentTenderTab,
};

/** The tracking screen: its frame for everyone, its data for a signed-in user (docs/statuses-and-visibility.md). */
export function TrackingPage({ shipmentId, tab }: { shipmentId: number; tab: TrackingTab }) {
  const Content = tabContent[tab];
  return (
    <TrackingFrame shipmentId={shipmentId} tab={tab}>
      <RequireSignIn>
        <TrackingContent shipmentId={shipmentId}>
          <Content shipmentId={shipmentId} />
        </TrackingContent>
      </RequireSignIn>
    </TrackingFrame>
  );
}
