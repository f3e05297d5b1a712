import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { modals, ModalsProvider } from '@mantine/modals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ModalHostModule from './modal-host';

type ModalHost = typeof ModalHostModule;

// A fresh module per test: the host is asked for and marked ready once per page load.
let host: ModalHost;
beforeEach(async () => {
  vi.resetModules();
  host = await import('./modal-host');
});

function Host({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return (
    <MantineProvider env="test">
      <ModalsProvider />
    </MantineProvider>
  );
}

describe('modal host on demand', () => {
  it('is not asked for until something needs it', () => {
    expect(host.modalHostWanted()).toBe(false);
  });

  it('is asked for by a dialog opened before it exists, which it then shows', async () => {
    const listener = vi.fn();
    host.onModalHostWanted(listener);
    act(() => {
      modals.open({ title: 'Erken açılan', children: 'Host yokken açıldı.' });
    });
    expect(host.modalHostWanted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    render(<Host onReady={host.markModalHostReady} />);
    expect(await screen.findByRole('dialog', { name: 'Erken açılan' })).toHaveTextContent(
      'Host yokken açıldı.',
    );
  });

  it('replays a close sent before it existed, so the dialog stays closed', async () => {
    act(() => {
      modals.open({ modalId: 'kapanan', title: 'Kapanan', children: 'x' });
      modals.close('kapanan');
      modals.open({ title: 'Kalan', children: 'y' });
    });
    render(<Host onReady={host.markModalHostReady} />);
    expect(await screen.findByRole('dialog', { name: 'Kalan' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Kapanan' })).not.toBeInTheDocument();
  });

  it('asks for the host when a dialog waits for it', async () => {
    const waiting = host.whenModalHostReady();
    expect(host.modalHostWanted()).toBe(true);
    render(<Host onReady={host.markModalHostReady} />);
    await expect(waiting).resolves.toBeUndefined();
  });
});
