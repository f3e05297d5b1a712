import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/ui/test-providers';
import { VerificationDialog, type VerifyOutcome } from './verification-dialog';

// No msw here: the dialog is given its verify/resend, so every timer can be fake.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(verify: (code: string) => Promise<VerifyOutcome> = async () => ({ ok: true })) {
  const resend = vi.fn(async () => true);
  const verifySpy = vi.fn(verify);
  render(<VerificationDialog phone="05321112233" verify={verifySpy} resend={resend} />, {
    wrapper: TestProviders,
  });
  return { resend, verify: verifySpy };
}

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

// user-event waits on timers of its own; with every timer fake, plain events are simpler.
async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

function typeCode(code: string) {
  fireEvent.change(screen.getByLabelText('Doğrulama Kodu'), { target: { value: code } });
}

const timer = () => screen.getByRole('timer');

describe('VerificationDialog', () => {
  it('counts down from 90, one second at a time', () => {
    setup();
    expect(timer()).toHaveTextContent('90');
    expect(screen.getByText(/0\(532\) 111 22 33/)).toBeInTheDocument();
    tick(1000);
    expect(timer()).toHaveTextContent('89');
    tick(29_000);
    expect(timer()).toHaveTextContent('60');
    expect(timer()).toHaveAccessibleName('60 saniye kaldı');
  });

  it('at zero warns "Beklenilen sürede işlem yapılmadı." and hides Gönder', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeInTheDocument();
    tick(89_000);
    expect(screen.queryByText('Beklenilen sürede işlem yapılmadı.')).not.toBeInTheDocument();
    tick(1_000);
    expect(timer()).toHaveTextContent('0');
    expect(screen.getByText('Beklenilen sürede işlem yapılmadı.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gönder' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni Kod Gönder' })).toBeInTheDocument();
  });

  it('a new code starts the countdown again and brings Gönder back', async () => {
    const { resend } = setup();
    tick(90_000);
    await click('Yeni Kod Gönder');
    expect(resend).toHaveBeenCalledTimes(1);
    expect(timer()).toHaveTextContent('90');
    expect(screen.getByText('Yeni doğrulama kodu gönderildi.')).toBeInTheDocument();
    expect(screen.queryByText('Beklenilen sürede işlem yapılmadı.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeInTheDocument();
  });

  it('a wrong code shows the server message as it was described, and keeps the code field', async () => {
    const { verify } = setup(async () => ({ ok: false, title: 'Hata', text: 'Doğrulama kodu hatalı.' }));
    typeCode('111111');
    await click('Gönder');
    expect(verify).toHaveBeenCalledWith('111111');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Hata');
    expect(alert).toHaveTextContent('Doğrulama kodu hatalı.');
    expect(alert).not.toHaveTextContent('400');
    expect(screen.getByLabelText('Doğrulama Kodu')).toHaveValue('111111');
  });

  it('sends the code as typed (free text, no client check)', async () => {
    const { verify } = setup();
    typeCode(' 12a ');
    await click('Gönder');
    expect(verify).toHaveBeenCalledWith(' 12a ');
  });

  it('a new code refused (too many asked, 429) says why inside the dialog, next to the code', async () => {
    const text = 'Çok sık doğrulama kodu istendi. Lütfen 27.11.2026 00:45 sonrasında tekrar deneyiniz.';
    const resend = vi.fn(async () => ({ title: 'Uyarı', text }));
    render(<VerificationDialog phone="05321112233" verify={async () => ({ ok: true })} resend={resend} />, {
      wrapper: TestProviders,
    });
    tick(30_000);
    await click('Yeni Kod Gönder');
    expect(resend).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    // No new code: the countdown goes on.
    expect(timer()).toHaveTextContent('60');
  });
});
