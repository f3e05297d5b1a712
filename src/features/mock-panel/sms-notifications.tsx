import { useEffect, useState } from 'react';
import { CloseButton, Portal, Text } from '@mantine/core';
import { getAccessToken, subscribeAccessToken } from '@/api/token-store';
import { formatPhone } from '@/domain/format';
import { mockPanelMessages as m } from './messages';
import classes from './sms-notifications.module.css';

/** The page event mocks/browser.ts raises for each SMS the emulated server sends from this tab. */
export const MOCK_SMS_EVENT = 'kurye-cagir:mock-sms';
/** mocks/browser.ts keeps this page's newest SMS here (newest first) for a panel that mounts later. */
export const MOCK_SMS_SENT = '__kcMockSmsSent';

interface SmsNotice {
  id: number;
  phone: string;
  code: string;
  text: string;
}

/** A phone shows a few notifications at once; older ones go. */
const MAX_SHOWN = 3;

function isSmsDetail(value: unknown): value is Omit<SmsNotice, 'id'> {
  if (typeof value !== 'object' || value === null) return false;
  const { phone, code, text } = value as Record<string, unknown>;
  return typeof phone === 'string' && typeof code === 'string' && typeof text === 'string';
}

/**
 * Sent before the panel mounted (it loads once the page is idle, and a sign-in typed at once sends
 * its SMS before that), unless the sign-in it was for has already succeeded.
 */
function sentBeforeMount(): SmsNotice[] {
  const sent = (window as unknown as Record<string, unknown>)[MOCK_SMS_SENT];
  if (getAccessToken() !== null || !Array.isArray(sent)) return [];
  return sent
    .filter(isSmsDetail)
    .slice(0, MAX_SHOWN)
    .map((detail, i) => ({ ...detail, id: -1 - i }));
}

/**
 * Each SMS the mock sends, shown the way a phone shows one: a notification at the top of the
 * screen, above every dialog, so the code can be read while "Doğrulama" waits for it (the Test
 * Paneli button sits under that dialog). Stays until closed, pushed out by newer ones, or the
 * sign-in it was for succeeds: then the code has been used, and the shade would only cover the
 * app bar (the menu button on a phone).
 */
export function SmsNotifications() {
  const [notices, setNotices] = useState<SmsNotice[]>(sentBeforeMount);

  useEffect(() => {
    let nextId = 1;
    const onSms = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (!isSmsDetail(detail)) return;
      const notice = { ...detail, id: nextId++ };
      setNotices((shown) => [notice, ...shown].slice(0, MAX_SHOWN));
    };
    window.addEventListener(MOCK_SMS_EVENT, onSms);
    const offToken = subscribeAccessToken(() => {
      if (getAccessToken() !== null) setNotices([]);
    });
    return () => {
      window.removeEventListener(MOCK_SMS_EVENT, onSms);
      offToken();
    };
  }, []);

  if (notices.length === 0) return null;
  return (
    <Portal>
      <section className={classes.stack} aria-label={m.smsNotificationsLabel}>
        {notices.map((notice) => (
          <div key={notice.id} role="status" className={classes.notice} data-testid="sms-notification">
            <div className={classes.body}>
              <Text size="xs" fw={700} className={classes.app}>
                {m.smsNotificationApp} · {formatPhone(notice.phone)}
              </Text>
              <Text size="sm">{notice.text}</Text>
            </div>
            <CloseButton
              size="sm"
              aria-label={m.dismissSms}
              onClick={() => setNotices((shown) => shown.filter((n) => n.id !== notice.id))}
            />
          </div>
        ))}
      </section>
    </Portal>
  );
}
