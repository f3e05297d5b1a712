import { formatMoney } from '@/domain/format';
import type { PriceLine } from './shipment-card-rules';
import classes from './price-receipt.module.css';

export interface PriceReceiptProps {
  /** From receiptLines / priceLines (shipment-card-rules). */
  lines: readonly PriceLine[];
  /** The table's accessible name ("Fiyat Dökümü", "Fiyat Özeti"). */
  label: string;
}

/**
 * A price as a receipt: the charges, the parts of a charge indented under it, the total under
 * a rule. The shipment card and the create form's last step show the same thing with it.
 */
export function PriceReceipt({ lines, label }: PriceReceiptProps) {
  return (
    <table className={classes.receipt} aria-label={label}>
      <tbody>
        {lines.map((line) => (
          <tr
            key={line.key}
            data-line={line.key}
            data-kind={line.kind}
            data-discount={line.key === 'tenderDiscount' || undefined}
          >
            <th scope="row">{line.label}</th>
            <td>{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
