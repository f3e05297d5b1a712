import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@/ui/test-providers';
import { activeStepIndex, HistoryStepper, stepState } from './history-stepper';

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
