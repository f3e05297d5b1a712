import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input';
import { TestProviders } from './test-providers';

function Harness({ initial = null, error }: { initial?: number | null; error?: string }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <MoneyInput label="Gönderi Değeri (₺)" value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value === null ? 'null' : String(value)}</output>
      <button type="button" onClick={() => setValue(285)}>
        Sınıra Çek
      </button>
      <button type="button" onClick={() => setValue(null)}>
        Temizle
      </button>
    </>
  );
}

function setup(props: { initial?: number | null; error?: string } = {}) {
  render(<Harness {...props} />, { wrapper: TestProviders });
  return {
    input: screen.getByLabelText('Gönderi Değeri (₺)') as HTMLInputElement,
    value: () => screen.getByTestId('value').textContent,
  };
}

describe('MoneyInput', () => {
  it('hands the amount on in a transition: the key shows at once, the caller renders after (issue 33)', async () => {
    const { input, value } = setup();
    // As in a browser (no act): React commits an input event's own update before the event ends,
    // and a transition's later, in a task of its own.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '2500');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      expect(input).toHaveValue('2500');
      expect(value()).toBe('null');
      await waitFor(() => expect(value()).toBe('2500'));
      expect(input).toHaveValue('2500');
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('typed "2.500" is two thousand five hundred, shown back as 2.500', async () => {
    const { input, value } = setup();
    await userEvent.type(input, '2.500');
    expect(value()).toBe('2500');
    await userEvent.tab();
    expect(input).toHaveValue('2.500');
  });

  it('typed "1.000" is one thousand', async () => {
    const { input, value } = setup();
    await userEvent.type(input, '1.000');
    expect(value()).toBe('1000');
  });

  it('typed "2500.50" keeps its decimal point, shown back the Turkish way', async () => {
    const { input, value } = setup();
    await userEvent.type(input, '2500.50');
    expect(value()).toBe('2500.5');
    await userEvent.tab();
    expect(input).toHaveValue('2.500,50');
  });

  it('pasted "2.500,50" is 2500.5', async () => {
    const { input, value } = setup();
    await userEvent.click(input);
    await userEvent.paste('2.500,50');
    expect(value()).toBe('2500.5');
  });

  it('pasted "₺2.500,50" and "2.500,50 TL" are 2500.5', async () => {
    const { input, value } = setup();
    await userEvent.click(input);
    await userEvent.paste('₺2.500,50');
    expect(value()).toBe('2500.5');
    await userEvent.clear(input);
    await userEvent.paste('2.500,50 TL');
    expect(value()).toBe('2500.5');
    await userEvent.tab();
    expect(input).toHaveValue('2.500,50');
  });

  it('an amount it cannot read gives no value and, after leaving the field, a message; the text stays', async () => {
    const { input, value } = setup();
    await userEvent.type(input, '2,500');
    expect(value()).toBe('null');
    expect(screen.queryByText(/Kuruş en fazla iki basamak/)).not.toBeInTheDocument();
    await userEvent.tab();
    expect(input).toHaveValue('2,500');
    expect(screen.getByText(/Kuruş en fazla iki basamak olabilir/)).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    expect(screen.getByText(/Tutar anlaşılamadı/)).toBeVisible();
  });

  it('the reading error wins over the caller’s "required" error', () => {
    setup({ error: 'Lütfen teklif tutarını giriniz' });
    expect(screen.getByText('Lütfen teklif tutarını giriniz')).toBeVisible();
  });

  it('shows a value set from outside: a starting amount, a reset to a limit, a clear', async () => {
    const { input, value } = setup({ initial: 1234.5 });
    expect(input).toHaveValue('1.234,50');
    await userEvent.clear(input);
    await userEvent.type(input, '290');
    await userEvent.click(screen.getByRole('button', { name: 'Sınıra Çek' }));
    expect(input).toHaveValue('285');
    expect(value()).toBe('285');
    await userEvent.click(screen.getByRole('button', { name: 'Temizle' }));
    expect(input).toHaveValue('');
  });

  it('opens the decimal keypad on phones', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });
});
