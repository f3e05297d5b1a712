import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { confirmDialog } from './confirm-dialog';
import { TestProviders } from './test-providers';

function open(options: Parameters<typeof confirmDialog>[0]) {
  render(<TestProviders />);
  let result!: Promise<boolean>;
  act(() => {
    result = confirmDialog(options);
  });
  return result;
}

describe('confirmDialog', () => {
  it('shows the title and text with the default Onay and Vazgeç buttons', async () => {
    void open({ title: 'Gönderi iptal edilsin mi?', text: 'Bu işlem geri alınamaz.' });
    const dialog = await screen.findByRole('dialog', { name: 'Gönderi iptal edilsin mi?' });
    expect(dialog).toHaveTextContent('Bu işlem geri alınamaz.');
    expect(screen.getByRole('button', { name: 'Onay' })).toBeInTheDocument();
    // "İptal" beside "Gönderi iptal edilsin mi?" would read as "yes, cancel": the dismiss is "Vazgeç".
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'İptal' })).not.toBeInTheDocument();
  });

  it('resolves true on confirm', async () => {
    const result = open({ title: 'Emin misiniz?', text: 'Devam edilsin mi?' });
    await userEvent.click(await screen.findByRole('button', { name: 'Onay' }));
    await expect(result).resolves.toBe(true);
  });

  it('resolves false on cancel', async () => {
    const result = open({ title: 'Emin misiniz?', text: 'Devam edilsin mi?', cancelLabel: 'Vazgeç' });
    await userEvent.click(await screen.findByRole('button', { name: 'Vazgeç' }));
    await expect(result).resolves.toBe(false);
  });

  it('resolves false on Escape', async () => {
    const result = open({ title: 'Emin misiniz?', text: 'Devam edilsin mi?' });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBe(false);
  });
});
