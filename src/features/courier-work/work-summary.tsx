import type { CourierSummary } from '@/domain/courier-work';
import { formatMoney } from '@/domain/format';
import { courierWorkMessages as m } from './messages';
import classes from './courier-work.module.css';

/** Jobs completed and what they earned; the cash at the door is CashHandovers' (one definition). */
export function WorkSummary({ summary }: { summary: CourierSummary }) {
  const facts: [string, string][] = [
    [m.completed, String(summary.completed)],
    [m.earnings, formatMoney(summary.earnings)],
  ];
  return (
    <dl className={classes.summary} aria-label={m.summaryLabel}>
      {facts.map(([label, value]) => (
        <div key={label} className={classes.summaryItem}>
          <dt>{label}</dt>
          <dd className={classes.summaryValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
