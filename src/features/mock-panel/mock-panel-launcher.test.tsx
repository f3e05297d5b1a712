import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

let idle: () => void = () => undefined;
vi.mock('@/lib/after-first-paint', () => ({
  whenIdle: () =>
    new Promise<void>((resolve) => {
      idle = resolve;
    }),
}));
// The launcher's job is when the panel loads, not the panel itself (e2e/mock-panel.spec.ts).
vi.mock('./mock-panel', () => ({ MockPanel: () => <button type="button">Test Paneli</button> }));

const { MockPanelLauncher } = await import('./mock-panel-launcher');
// Loaded beforehand, so that a launcher that did not wait would show the panel within the test's pause.
await import('./mock-panel');

describe('MockPanelLauncher', () => {
  it('renders nothing during the first render and loads the Test Paneli once the page is idle', async () => {
    render(<MockPanelLauncher />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('button', { name: 'Test Paneli' })).toBeNull();
    idle();
    expect(await screen.findByRole('button', { name: 'Test Paneli' })).toBeInTheDocument();
  });
});
