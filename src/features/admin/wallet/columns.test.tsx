import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countColumn, moneyColumn, nameColumn, onePage } from './columns';

interface Line {
  name: string;
  count: number;
  amount: number;
}
const line: Line = { name: 'Ayşe Kurye', count: 3, amount: 2500.5 };

describe("the wallet tables' columns (accounting, reconciliation)", () => {
  it('a money column: Turkish money, right-aligned and kept whole; the plain number in the CSV', () => {
    const column = moneyColumn<Line>('amount', 'Tutar', (l) => l.amount);
    expect(column).toMatchObject({ key: 'amount', title: 'Tutar', textAlign: 'right' });
    render(<>{column.render(line)}</>);
    expect(screen.getByText('2.500,50 ₺')).toHaveClass(/money/);
    expect(column.csv?.(line)).toBe(2500.5);
  });

  it('a column only on screen leaves the CSV out', () => {
    expect(moneyColumn<Line>('amount', 'Tutar', (l) => l.amount, { csv: false }).csv).toBeUndefined();
    expect(countColumn<Line>('count', 'Gönderi', (l) => l.count, { csv: false }).csv).toBeUndefined();
  });

  it('a count column is right-aligned, the name column names the row', () => {
    const count = countColumn<Line>('count', 'Gönderi', (l) => l.count);
    expect(count).toMatchObject({ textAlign: 'right' });
    expect([count.render(line), count.csv?.(line)]).toEqual([3, 3]);
    const name = nameColumn<Line>('name', 'Kurye', (l) => l.name);
    expect(name).toMatchObject({ primary: true });
    expect([name.render(line), name.csv?.(line)]).toEqual(['Ayşe Kurye', 'Ayşe Kurye']);
  });

  it('an unpaged table is one page of all its rows (at least one row wide)', () => {
    expect(onePage([line, line])).toEqual({ items: [line, line], total: 2, page: 1, pageSize: 2 });
    expect(onePage([])).toEqual({ items: [], total: 0, page: 1, pageSize: 1 });
  });
});
