// Mock-only control of the emulated server (tag mock-control): clock, SMS outbox, reset.
import { clockAdvanceBody } from '@/domain/test-control';
import { advance, getOffsetMs, iso, nowIso } from '../clock';
import { db } from '../db';
import { handle, ok } from '../handle';
import { http } from '../http';
import { resetToSeed } from '../reset';
import { settleDueTenders } from '../services/tender';

const clockState = () => ({ now: nowIso(), offsetMinutes: getOffsetMs() / 60_000 });

export const mockControlHandlers = [
  http.get(
    '/__mock/clock',
    handle({ auth: 'public' }, () => ok(clockState())),
  ),

  http.post(
    '/__mock/clock',
    handle({ auth: 'public', body: clockAdvanceBody }, async ({ body }) => {
      advance(body.advanceMinutes);
      // Tenders that end within the jump are settled now, not at the next request.
      await settleDueTenders();
      return ok(clockState());
    }),
  ),

  http.get(
    '/__mock/sms',
    handle({ auth: 'public' }, ({ query }) => {
      const phone = query.get('phone')?.replace(/\D/g, '');
      return ok(
        db.sms
          .findMany((q) => q.where((s) => !phone || s.phone === phone))
          .sort((a, b) => b.sentAt - a.sentAt || b.smsId - a.smsId)
          .map((s) => ({ phone: s.phone, code: s.code, text: s.text, sentAt: iso(s.sentAt) })),
      );
    }),
  ),

  http.post(
    '/__mock/reset',
    handle({ auth: 'public' }, async () => {
      await resetToSeed();
      return ok({ ok: true });
    }),
  ),
];
