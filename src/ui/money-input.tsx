import { startTransition, useState, type FocusEvent } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatMoneyInput, parseMoney, type MoneyParse } from '@/domain/money-parse';
import { messageFor } from '@/domain/validation-messages';

export interface MoneyInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  /** The amount in lira; null while the field is empty or holds something that is not an amount. */
  value: number | null;
  onChange: (value: number | null) => void;
}

function amountOf(parse: MoneyParse): number | null {
  return parse.ok ? parse.value : null;
}

function textOf(value: number | null): string {
  return value === null ? '' : formatMoneyInput(value);
}

/**
 * The one field where money is typed (docs/money-and-accounting.md#money). It keeps the text as
 * typed and reads it with the domain's parseMoney on every change, so "2.500" is two thousand
 * five hundred and "2500.50" two thousand five hundred and a half, whichever way it was typed or
 * pasted. On leaving the field the amount is written back the Turkish way ("2.500,50"), so the
 * person sees how it was read. Text that is not an amount is kept, with a message, never guessed.
 *
 * A plain text input rather than Mantine's NumberInput: react-number-format reformats on each
 * key, so a "." typed as the decimal point of "2500.50" is dropped as a thousands separator and
 * 250050 comes out; with "." allowed as a decimal separator, "2.500" becomes 2,50.
 *
 * The text shows each key at once; the amount goes to the caller in a transition (issue 33): the
 * create form renders all its steps and the price again for it, which held each key of Gönderi
 * Değeri back (224 ms at 4× CPU). `seen` follows in the same transition, so the key's own render,
 * where the caller still has the older amount, is not taken for a change from outside.
 */
export function MoneyInput({ value, onChange, error, onBlur, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => textOf(value));
  const [seen, setSeen] = useState(value);
  const [touched, setTouched] = useState(false);
  const parse = parseMoney(text);

  // A value set from outside (reset to a limit, cleared after sending, a restored draft)
  // replaces the text; our own onChange coming back leaves the text as typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== amountOf(parse)) {
      setText(textOf(value));
      setTouched(false);
    }
  }

  const unreadable = !parse.ok && parse.error !== 'empty';
  const parseError =
    unreadable && (touched || error)
      ? messageFor(parse.error === 'too-precise' ? 'MONEY_TOO_PRECISE' : 'MONEY_INVALID')
      : null;

  return (
    <TextInput
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={parseError ?? error}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        setTouched(false);
        const amount = amountOf(parseMoney(next));
        startTransition(() => {
          setSeen(amount);
          onChange(amount);
        });
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (parse.ok) setText(formatMoneyInput(parse.value));
        else setTouched(true);
        onBlur?.(event);
      }}
    />
  );
}
