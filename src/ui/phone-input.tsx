import { useCallback, type ClipboardEvent, type ComponentPropsWithoutRef, type Ref } from 'react';
import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { normalizePhone, PHONE_MAX_LENGTH } from '@/domain/validators';

/**
 * docs/forms-and-validation.md as an input mask: the leading 0 is fixed (always there, typed or not), the slot after
 * it takes only a 5 (any other digit is dropped), the rest digits only, shown as
 * 0(5xx) xxx xx xx: 16 characters. `{}` keeps the fixed 0 in the unmasked value.
 */
export const PHONE_MASK = '{\\0}(#00) 000 00 00';
export const PHONE_MASK_DEFINITIONS = { '#': /5/ };
export const PHONE_PLACEHOLDER = '0(5xx) xxx xxxx';

interface MaskedPhoneFieldProps extends Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'onChange' | 'defaultValue'
> {
  value: string;
  onAccept: (unmasked: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** The bare masked <input> Mantine's InputBase renders as its field. */
function MaskedPhoneField({ value, onAccept, ref, ...props }: MaskedPhoneFieldProps) {
  return (
    <IMaskInput
      {...props}
      mask={PHONE_MASK}
      definitions={PHONE_MASK_DEFINITIONS}
      lazy
      unmask
      value={value}
      onAccept={(unmasked: string) => onAccept(unmasked)}
      inputRef={ref}
    />
  );
}

export interface PhoneInputProps extends Omit<InputBaseProps, 'value' | 'onChange' | 'component'> {
  /** Normalised digits, e.g. "05321112233" ("" when empty). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  name?: string;
  id?: string;
  placeholder?: string;
  autoFocus?: boolean;
  autoComplete?: string;
  readOnly?: boolean;
}

/**
 * A Turkish mobile number (react-imask on Mantine's InputBase). A paste goes through the
 * domain normaliser first, so "+90 532 111 22 33", "0090…" or "0532-111-2233" all land as
 * 0(532) 111 22 33, even though the text is longer than the field's 16 characters.
 */
export function PhoneInput({
  value,
  onChange,
  placeholder = PHONE_PLACEHOLDER,
  autoComplete = 'tel-national',
  ...rest
}: PhoneInputProps) {
  const accept = useCallback(
    (unmasked: string) => {
      // "0" alone is only the fixed prefix the mask shows: nothing was typed.
      const next = unmasked === '0' ? '' : unmasked;
      if (next !== value) onChange(next);
    },
    [onChange, value],
  );

  const paste = useCallback(
    (event: ClipboardEvent<HTMLInputElement>) => {
      const text = event.clipboardData.getData('text');
      if (!text) return;
      const input = event.currentTarget;
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      // What the field would hold with the paste in place, normalised as a whole.
      const typedBefore = normalizePhone(input.value.slice(0, start));
      const combined = (typedBefore.length > 1 ? typedBefore : '') + text + input.value.slice(end);
      event.preventDefault();
      onChange(normalizePhone(combined));
    },
    [onChange],
  );

  return (
    <InputBase
      {...rest}
      component={MaskedPhoneField}
      value={value}
      onAccept={accept}
      onPaste={paste}
      placeholder={placeholder}
      maxLength={PHONE_MAX_LENGTH}
      inputMode="tel"
      type="tel"
      autoComplete={autoComplete}
    />
  );
}
