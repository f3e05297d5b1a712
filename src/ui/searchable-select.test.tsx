import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestProviders } from './test-providers';
import { matchesTurkish, SearchableSelect, turkishOptionsFilter } from './searchable-select';

const cities = [
  { code: 34, name: 'İstanbul' },
  { code: 76, name: 'Iğdır' },
  { code: 35, name: 'İzmir' },
  { code: 6, name: 'Ankara' },
  { code: 17, name: 'Çanakkale' },
];

describe('Turkish filter', () => {
  it('folds case the Turkish way', () => {
    expect(matchesTurkish('İstanbul', 'istanbul')).toBe(true);
    expect(matchesTurkish('İstanbul', 'İSTANBUL')).toBe(true);
    expect(matchesTurkish('Iğdır', 'ığdır')).toBe(true);
    expect(matchesTurkish('Iğdır', 'IĞDIR')).toBe(true);
    expect(matchesTurkish('Iğdır', 'igdir')).toBe(true);
    expect(matchesTurkish('Çanakkale', 'canakkale')).toBe(true);
    expect(matchesTurkish('Şanlıurfa', 'sanliurfa')).toBe(true);
    expect(matchesTurkish('İzmir', 'zmi')).toBe(true);
    expect(matchesTurkish('Ankara', '  ')).toBe(true);
  });

  it('filters Mantine options and respects the limit', () => {
    const options = cities.map((c) => ({ value: c.code, label: c.name }));
    const labels = (search: string, limit = 100) =>
      turkishOptionsFilter({ options, search, limit }).map((o) => ('label' in o ? o.label : ''));
    expect(labels('istanbul')).toEqual(['İstanbul']);
    expect(labels('ığdır')).toEqual(['Iğdır']);
    expect(labels('i', 1)).toEqual(['İstanbul']);
    expect(labels('canak')).toEqual(['Çanakkale']);
    expect(labels('')).toHaveLength(5);
  });
});

function Harness({
  initial,
  onChange,
  loaded,
}: {
  initial: number;
  onChange: (code: number) => void;
  loaded?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SearchableSelect
      label="İl"
      value={value}
      options={cities}
      loaded={loaded}
      onChange={(code) => {
        setValue(code);
        onChange(code);
      }}
    />
  );
}

describe('SearchableSelect', () => {
  it('shows "Seçiniz", searches with Turkish case folding and selects', async () => {
    const onChange = vi.fn();
    render(<Harness initial={0} onChange={onChange} />, { wrapper: TestProviders });
    const input = await screen.findByRole('combobox', { name: 'İl' });
    expect(input).toHaveAttribute('placeholder', 'Seçiniz');
    await userEvent.click(input);
    expect(input).toHaveAttribute('placeholder', 'Ara');
    await userEvent.type(input, 'ığdır');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Iğdır']);
    await userEvent.click(options[0]!);
    expect(onChange).toHaveBeenLastCalledWith(76);
    expect(input).toHaveValue('Iğdır');
  });

  it('finds Çanakkale by "canakkale" typed without Turkish letters', async () => {
    const onChange = vi.fn();
    render(<Harness initial={0} onChange={onChange} />, { wrapper: TestProviders });
    const input = await screen.findByRole('combobox', { name: 'İl' });
    await userEvent.click(input);
    await userEvent.type(input, 'canakkale');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Çanakkale']);
  });

  it('resets to "Seçiniz" (0) when the value is not among the options', async () => {
    const onChange = vi.fn();
    render(<Harness initial={99} onChange={onChange} />, { wrapper: TestProviders });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(0));
    expect(await screen.findByRole('combobox', { name: 'İl' })).toHaveValue('');
  });

  it('keeps a value not among options that did not load (a failed or waiting lookup)', async () => {
    const onChange = vi.fn();
    render(<Harness initial={99} loaded={false} onChange={onChange} />, { wrapper: TestProviders });
    await screen.findByRole('combobox', { name: 'İl' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).not.toHaveBeenCalled();
  });
});
