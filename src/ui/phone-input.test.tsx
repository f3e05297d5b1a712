import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input';
import { TestProviders } from './test-providers';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput label="Telefon Numarası" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function setup(initial?: string) {
  render(<Harness initial={initial} />, { wrapper: TestProviders });
  return {
    input: screen.getByLabelText('Telefon Numarası') as HTMLInputElement,
    value: () => screen.getByTestId('value').textContent,
  };
}

describe('PhoneInput (docs/forms-and-validation.md)', () => {
  it('has the placeholder and a maximum length of 16', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('placeholder', '0(5xx) xxx xxxx');
    expect(input).toHaveAttribute('maxlength', '16');
    expect(input).toHaveAttribute('inputmode', 'tel');
  });

  it('forces the leading 0 and groups as 0(5xx) xxx xx xx', async () => {
    const { input, value } = setup();
    await userEvent.type(input, '5321112233');
    expect(input).toHaveValue('0(532) 111 22 33');
    expect(value()).toBe('05321112233');
  });

  it('accepts a typed leading 0', async () => {
    const { input, value } = setup();
    await userEvent.type(input, '05321112233');
    expect(input).toHaveValue('0(532) 111 22 33');
    expect(value()).toBe('05321112233');
  });

  it('drops a second digit other than 5, and letters', async () => {
    const { input, value } = setup();
    await userEvent.type(input, '04a2x532b1112233');
    expect(input).toHaveValue('0(532) 111 22 33');
    expect(value()).toBe('05321112233');
  });

  it('stops at 16 characters', async () => {
    const { input, value } = setup();
    await userEvent.type(input, '0532111223344556677');
    expect(input.value).toHaveLength(16);
    expect(value()).toBe('05321112233');
  });

  it.each([
    ['+90 532 111 22 33'],
    ['+90 (532) 111-22-33'],
    ['0090 532 111 22 33'],
    ['905321112233'],
    ['0532 111 22 33'],
    ['Tel: 0532 111 22 33'],
  ])('normalises a pasted %s', async (pasted) => {
    const { input, value } = setup();
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(value()).toBe('05321112233');
    expect(input).toHaveValue('0(532) 111 22 33');
  });

  it('shows a value set from outside', () => {
    const { input } = setup('05331112233');
    expect(input).toHaveValue('0(533) 111 22 33');
  });

  it('reports an emptied field as ""', async () => {
    const { input, value } = setup('05331112233');
    await userEvent.clear(input);
    expect(value()).toBe('');
  });
});
