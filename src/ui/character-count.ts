import { formatNumber } from '@/domain/format';

/**
 * "12 / 500 karakter": shown under a long text field, so the limit is known before the server
 * has to say it (the field's maxLength stops typing at the limit).
 */
export function characterCount(value: string, max: number): string {
  return `(${formatNumber(value.length)} / ${formatNumber(max)} karakter)`;
}
