import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alertDialog } from './alert-dialog';
import { TestProviders } from './test-providers';

function open(options: Parameters<typeof alertDialog>[0]) {
  render(<TestProviders />);
  let result!: Promise<boolean>;
  act(() => {
    result = alertDialog(options);
  });
  return result;
}

describe('alertDialog', () => {
  it('shows the message with a Tamam button and no close button by default', async () => {
    void open({ title: 'İşlem Başarılı Gerçekleşti', text: 'Teklifiniz alındı.' });
    const dialog = await screen.findByRole('dialog', { name: 'İşlem Başarılı Gerçekleşti' });
    expect(dialog).toHaveTextContent('Teklifiniz alındı.');
    expect(screen.getByRole('button', { name: 'Tamam' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kapat' })).not.toBeInTheDocument();
  });

  it('resolves true when OK is pressed and closes', async () => {
    const result = open({ title: 'Bilgi', text: 'Kaydedildi.' });
    await userEvent.click(await screen.findByRole('button', { name: 'Tamam' }));
    await expect(result).resolves.toBe(true);
  });

  it('offers an optional close button that resolves false', async () => {
    const result = open({
      title: 'Oturum',
      text: 'Oturumunuz sonlanmıştır. Lütfen tekrar giriş yapınız',
      okLabel: 'Giriş Yap',
      closeLabel: 'Kapat',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Kapat' }));
    await expect(result).resolves.toBe(false);
  });
});
