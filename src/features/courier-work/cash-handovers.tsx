import { Stack, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { formatMoney } from '@/domain/format';
import classes from './courier-work.module.css';

type OwnCash = { open: components['schemas']['OpenCash']; items: components['schemas']['CashHandover'][] };

const m = {
  title: 'Nakit teslimlerim',
  open: 'Teslim edilecek nakit',
  openCount: (n: number) =>
    n === 0 ? 'Üzerinizde teslim edilecek nakit yok.' : `${n} kapıda ödemeli gönderiden`,
  empty: 'Henüz nakit teslimi kaydedilmedi.',
  listLabel: 'Nakit teslimlerim',
  item: (day: string, amount: number) => `${day}: ${formatMoney(amount)} teslim edildi`,
  detail: (expected: number, difference: number, staff: string) =>
    `Beklenen ${formatMoney(expected)}${
      difference === 0 ? '' : `, ${formatMoney(Math.abs(difference))} ${difference < 0 ? 'eksik' : 'fazla'}`
    }. Teslim alan: ${staff}.`,
};

function ownCashQueryOptions() {
  return queryOptions({
    queryKey: ['courier', 'cash-handovers'] as const,
    queryFn: async (): Promise<OwnCash> => unwrap(await api.GET('/courier/cash-handovers')),
  });
}

const dayLabel = (day: string) => day.split('-').reverse().join('.');

/**
 * İşlerim's summary, the cash part (issue 27): the cash still to hand over (the same figure staff
 * see on Mutabakat) and the courier's handovers, each with what was expected, any difference and
 * its note, and who took it.
 */
export function CashHandovers() {
  const { data } = useQuery(ownCashQueryOptions());
  if (!data) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="cash-handovers-title">
      <Title order={2} size="h4" id="cash-handovers-title">
        {m.title}
      </Title>
      <dl className={classes.summary}>
        <div className={classes.summaryItem}>
          <dt>{m.open}</dt>
          <dd className={classes.summaryValue}>{formatMoney(data.open.collected)}</dd>
        </div>
      </dl>
      <Text size="sm" c="dimmed">
        {m.openCount(data.open.shipmentCount)}
      </Text>
      {data.items.length === 0 ? (
        <Text size="sm">{m.empty}</Text>
      ) : (
        <ul aria-label={m.listLabel} style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
          {data.items.map((h) => (
            <li key={h.handoverId}>
              <Text size="sm" fw={600} span>
                {m.item(dayLabel(h.date), h.amount)}
              </Text>
              <Text size="sm">
                {m.detail(h.expected, h.difference, h.staffName)}
                {h.note ? ` Not: ${h.note}` : ''}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
