import { formatNumber } from '@/domain/format';
import { textLength } from '@/domain/text';

/**
 * "12 / 500 karakter": shown under a long text field, so the limit is known before the server
 * has to say it (the field's maxLength stops typing at the limit).
 */
export function characterCount(value: string, max: number): string {
  // Code points, as the server and the contract count them (an emoji is one character).
  return `(${formatNumber(textLength(value))} / ${formatNumber(max)} karakter)`;
}
