import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/ui/test-providers';
import { activeStepIndex, HistoryStepper, returnStartIndex, stepState } from './history-stepper';

const steps = [
  { statusDesc: 'Gönderi Oluşturuldu', complatedStatus: 1 as const, date: '2026-03-01T09:05:00Z' },
  { statusDesc: 'Kurye Atama', complatedStatus: 2 as const, date: '2026-03-01T09:40:00Z' },
  { statusDesc: 'Adresten Teslim Alma', complatedStatus: 0 as const, date: null },
];

describe('history steps', () => {
  it('reads complatedStatus: 1 done, 2 in progress, anything else waiting', () => {
    expect(steps.map(stepState)).toEqual(['done', 'progress', 'waiting']);
    expect(activeStepIndex(steps)).toBe(1);
    expect(activeStepIndex([{ statusDesc: 'Tamamlanan', complatedStatus: 1 }])).toBe(1);
  });

  it('shows labels, states and Turkish dates (Istanbul time)', () => {
    render(<HistoryStepper steps={steps} />, { wrapper: TestProviders });
    expect(screen.getByText('Gönderi Oluşturuldu')).toBeInTheDocument();
    expect(screen.getByText(/01\.03\.2026 12:05/)).toBeInTheDocument();
    expect(screen.getByText('Devam ediyor')).toBeInTheDocument();
    expect(screen.getByText(/01\.03\.2026 12:40/)).toBeInTheDocument();
    expect(screen.getByText('Bekliyor')).toBeInTheDocument();
  });
});

describe('a returned shipment', () => {
  const returned = [
    { statusDesc: 'Adrese Teslim Etme', complatedStatus: 1 as const, shipmentStatus: 6 as const },
    { statusDesc: 'Gönderi İade', complatedStatus: 1 as const, shipmentStatus: 7 as const },
    { statusDesc: 'İade Edildi', complatedStatus: 1 as const, shipmentStatus: 40 as const },
  ];

  it('marks the steps from the return on as the return', () => {
    expect(returnStartIndex(returned)).toBe(1);
    expect(returnStartIndex(steps)).toBe(-1);
    const { container } = render(<HistoryStepper steps={returned} />, { wrapper: TestProviders });
    const marked = [...container.querySelectorAll('[data-return]')].map((el) => el.textContent);
    expect(marked).toHaveLength(2);
    expect(marked[0]).toContain('Gönderi İade');
    expect(marked[1]).toContain('İade Edildi');
  });
});
