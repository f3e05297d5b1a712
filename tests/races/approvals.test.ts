// Two admins deciding one courier application at once, and suspensions racing a decision
// (tests/races/README.md). HTTP only: in test:unit against the emulated server, in test:server
// against the real server on PGlite and PostgreSQL. One decision stands; the others get the
// emulated server's refusal (409 NOT_PENDING), never a 5xx.
import { describe, expect, it } from 'vitest';
import { accounts, api, memberOf, setupMockServer } from '../../mocks/test/api';
import { SEED_USERS } from '../../mocks/test/fixtures';

setupMockServer();

const SLOW = { timeout: 30_000 };
const { zeynep, selin, burak } = SEED_USERS;

interface Application {
  userId: number;
  status: number;
  rejectReason?: string | null;
}

describe('races: one application, several decisions at once', () => {
  it('two admins approve and reject at once: one decision, the other 409 NOT_PENDING', SLOW, async () => {
    const [first, second] = [await accounts.admin(), await accounts.admin()];
    const answers = await Promise.all([
      api<Application>('PUT', `/admin/approvals/${zeynep}`, { token: first, body: { decision: 'approve' } }),
      api<Application>('PUT', `/admin/approvals/${zeynep}`, {
        token: second,
        body: { decision: 'reject', reason: 'Belgeler okunmuyor.' },
      }),
    ]);
    const won = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(1);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual([[409, 'NOT_PENDING']]);
    // The member is what the one decision made them, and the application left the list.
    const member = await memberOf(zeynep, first);
    expect(member.status).toBe(won[0]!.body.data.status);
    const list = await api<{ items: { userId: number }[] }>('GET', '/admin/approvals?pageSize=100', {
      token: first,
    });
    expect(list.body.data.items.map((a) => a.userId)).not.toContain(zeynep);
  });

  it('ten decisions on one application at once: exactly one 200, the rest 409', SLOW, async () => {
    const token = await accounts.admin();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api('PUT', `/admin/approvals/${selin}`, {
          token,
          body: i % 2 ? { decision: 'approve' } : { decision: 'reject', reason: `Gerekçe ${i}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
  });

  it('two admins suspend one member at once: one change, the other 409', SLOW, async () => {
    const [first, second] = [await accounts.admin(), await accounts.admin()];
    const answers = await Promise.all(
      [first, second].map((token) =>
        api('PUT', `/admin/members/${burak}/status`, { token, body: { status: 4, reason: 'Şikâyet' } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await memberOf(burak, first)).status).toBe(4);
  });
});
