import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BackButton } from '@/ui/back-button';
import { PlannedScreen } from '@/ui/planned-screen';
import type { TrackingTab } from './tracking-params';
import classes from './tracking-placeholder.module.css';

const tabTitles: Record<TrackingTab, string> = {
  hareketler: 'Gönderi Hareketleri',
  ihale: 'Gönderi İhalesi',
  detay: 'Gönderi Detayı',
};

const tabFeatures: Record<TrackingTab, readonly string[]> = {
  hareketler: [
    'Gönderinin geçtiği her adımı tarih ve saatiyle görmek',
    'Atanan kuryenin özet kartını görmek',
  ],
  ihale: [
    'İhalenin bitişine kalan süreyi görmek',
    'Kuryeyseniz teklif vermek ya da kendi teklifinizi iptal etmek',
    'Müşteriyseniz gelen tekliflerden birini seçmek',
  ],
  detay: ['Gönderinin adreslerini, mesafesini ve fiyat dökümünü görmek', 'Duruma göre gönderiyi iptal etmek'],
};

export interface TrackingPlaceholderProps {
  shipmentId: string;
  tab: TrackingTab;
}

/** The tracking screen's frame (title and tab links) until the tracking feature fills it. */
export function TrackingPlaceholder({ shipmentId, tab }: TrackingPlaceholderProps) {
  return (
    <PlannedScreen
      title={tabTitles[tab]}
      summary={`Gönderi No: ${shipmentId}`}
      features={tabFeatures[tab]}
      actions={<BackButton fallback="/gonderi-liste/aktif/" />}
    >
      <Group gap="xs" className={classes.tabs} aria-label="Gönderi sekmeleri" role="navigation">
        <Button
          renderRoot={(props) => <Link to="/gonderi-takip/$shipmentId/" params={{ shipmentId }} {...props} />}
          variant={tab === 'detay' ? 'filled' : 'light'}
        >
          Detay
        </Button>
        <Button
          renderRoot={(props) => (
            <Link
              to="/gonderi-takip/$shipmentId/$actionTypeDetail"
              params={{ shipmentId, actionTypeDetail: 'hareketler' }}
              {...props}
            />
          )}
          variant={tab === 'hareketler' ? 'filled' : 'light'}
        >
          Hareketler
        </Button>
        <Button
          renderRoot={(props) => (
            <Link
              to="/gonderi-takip/$shipmentId/$actionTypeDetail"
              params={{ shipmentId, actionTypeDetail: 'ihale' }}
              {...props}
            />
          )}
          variant={tab === 'ihale' ? 'filled' : 'light'}
        >
          İhale
        </Button>
      </Group>
    </PlannedScreen>
  );
}
