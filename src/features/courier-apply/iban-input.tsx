import { useCallback, type ClipboardEvent, type ComponentPropsWithoutRef, type Ref } from 'react';
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { formatIbanGroups, normalizeIban } from '@/domain/iban';
import { TEXT_MAX } from '@/domain/limits';

/**
 * An IBAN in groups of four ("TR33 0006 1005 1978 6457 8413 26"): letters are made capitals as
 * typed, anything but letters and digits is dropped by the mask, 34 characters at most.
 */
const IBAN_MASK = '**** **** **** **** **** **** **** **';
const IBAN_DEFINITIONS = { '*': /[0-9A-Za-z]/ };

interface MaskedFieldProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'onChange' | 'defaultValue'
> {
  value: string;
  onAccept: (unmasked: string) => void;
  ref?: Ref<HTMLInputElement>;
}

function MaskedIbanField({ value, onAccept, ref, ...props }: MaskedFieldProps) {
  return (
    <IMaskInput
      {...props}
      mask={IBAN_MASK}
      definitions={IBAN_DEFINITIONS}
      prepareChar={(c: string) => c.toUpperCase()}
      lazy
      unmask
      value={value}
      onAccept={(unmasked: string) => onAccept(unmasked)}
      inputRef={ref}
    />
  );
}

export interface IbanInputProps extends Omit<InputBaseProps, 'value' | 'onChange' | 'component'> {
  /** Capitals and digits, no spaces. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
}

/** IBAN field; a paste in lower case, with spaces or dashes lands as "TR33 0006 …". */
export function IbanInput({ value, onChange, ...rest }: IbanInputProps) {
  const accept = useCallback(
    (unmasked: string) => {
      const next = normalizeIban(unmasked);
      if (next !== value) onChange(next);
    },
    [onChange, value],
  );
  const paste = useCallback(
    (event: ClipboardEvent<HTMLInputElement>) => {
      const text = event.clipboardData.getData('text');
      if (!text) return;
      event.preventDefault();
      onChange(normalizeIban(text.replace(/[^0-9A-Za-z]/g, '')).slice(0, 34));
    },
    [onChange],
  );
  return (
    <InputBase
      {...rest}
      component={MaskedIbanField}
      value={formatIbanGroups(value)}
      onAccept={accept}
      onPaste={paste}
      placeholder="TR00 0000 0000 0000 0000 0000 00"
      maxLength={TEXT_MAX.iban}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
    />
  );
}
