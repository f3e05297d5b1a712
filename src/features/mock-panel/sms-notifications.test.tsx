import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '@/api/token-store';
import { TestProviders } from '@/ui/test-providers';
import { MOCK_SMS_EVENT, MOCK_SMS_SENT, SmsNotifications } from './sms-notifications';

function sendSms(code: string): void {
  act(() => {
    window.dispatchEvent(
      new CustomEvent(MOCK_SMS_EVENT, {
        detail: { phone: '05321112233', code, text: `Kurye Çağır doğrulama kodunuz: ${code}` },
      }),
    );
  });
}

describe('SmsNotifications (mock mode)', () => {
  it('shows an SMS sent before it mounted (the panel loads once the page is idle), not once signed in', () => {
    const page = window as unknown as Record<string, unknown>;
    page[MOCK_SMS_SENT] = [
      { phone: '05321112233', code: '111111', text: 'Kurye Çağır doğrulama kodunuz: 111111' },
    ];
    try {
      const first = render(<SmsNotifications />, { wrapper: TestProviders });
      expect(screen.getByRole('status')).toHaveTextContent('Kurye Çağır doğrulama kodunuz: 111111');
      first.unmount();
      act(() => setAccessToken('signed-in'));
      render(<SmsNotifications />, { wrapper: TestProviders });
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      delete page[MOCK_SMS_SENT];
      act(() => setAccessToken(null));
    }
  });

  it('shows each SMS like a phone notification, newest first, until closed', async () => {
    render(<SmsNotifications />, { wrapper: TestProviders });
    expect(screen.queryByRole('status')).toBeNull();

    sendSms('123456');
    const first = await screen.findByRole('status');
    expect(first).toHaveTextContent('Kurye Çağır · SMS · 0532 111 22 33');
    expect(first).toHaveTextContent('Kurye Çağır doğrulama kodunuz: 123456');

    sendSms('654321');
    const shown = screen.getAllByRole('status');
    expect(shown.map((n) => n.textContent)).toEqual([
      expect.stringContaining('654321'),
      expect.stringContaining('123456'),
    ]);

    await userEvent.click(within(shown[0]!).getByRole('button', { name: 'Bildirimi kapat' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('123456');
  });

  it('keeps the newest three', () => {
    render(<SmsNotifications />, { wrapper: TestProviders });
    for (const code of ['111111', '222222', '333333', '444444']) sendSms(code);
    const shown = screen.getAllByRole('status').map((n) => n.textContent);
    expect(shown).toHaveLength(3);
    expect(shown.join(' ')).not.toContain('111111');
  });

  afterEach(() => setAccessToken(null));

  it('goes once a sign-in succeeds: the code was used, and the shade would cover the app bar', () => {
    render(<SmsNotifications />, { wrapper: TestProviders });
    sendSms('123456');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => setAccessToken('eyJ.signed.in'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
