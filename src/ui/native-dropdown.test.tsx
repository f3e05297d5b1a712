import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders } from './test-providers';
import { NativeDropdown } from './native-dropdown';

const motorWeights = [
  { code: 1, name: '0-2 kg' },
  { code: 2, name: '2-5 kg' },
];
const carWeights = [
  { code: 5, name: '20-30 kg' },
  { code: 6, name: '30-50 kg' },
];

function Harness(props: {
  initial: number;
  options: typeof motorWeights;
  loaded?: boolean;
  onChange?: (v: number) => void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <TestProviders>
      <NativeDropdown
        label="Ağırlık"
        value={value}
        options={props.options}
        loaded={props.loaded}
        required
        onChange={(v) => {
          setValue(v);
          props.onChange?.(v);
        }}
      />
    </TestProviders>
  );
}

const selectedLabel = () =>
  (screen.getByRole('combobox', { name: /Ağırlık/ }) as HTMLSelectElement).selectedOptions[0]?.textContent;

describe('NativeDropdown', () => {
  it('offers "Seçiniz" first, then the options, and gives the chosen code as a number', async () => {
    const onChange = vi.fn();
    render(<Harness initial={1} options={motorWeights} onChange={onChange} />);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Seçiniz', '0-2 kg', '2-5 kg']);
    expect(selectedLabel()).toBe('0-2 kg');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Ağırlık/ }), '2-5 kg');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(selectedLabel()).toBe('2-5 kg');
  });

  it('resets to "Seçiniz" (0) when the value is not among options that loaded (docs/forms-and-validation.md)', async () => {
    const onChange = vi.fn();
    render(<Harness initial={1} options={carWeights} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(0));
    expect(selectedLabel()).toBe('Seçiniz');
  });

  it('keeps the value while its options have not loaded', () => {
    const onChange = vi.fn();
    render(<Harness initial={2} options={[]} loaded={false} onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    expect(selectedLabel()).toBe('2');
  });
});
