// The outbox's fourth kind (issue 17): a feedback written offline is sent once, with its
// Idempotency-Key, against the emulated server (msw/node) and a real IndexedDB (fake-indexeddb).
// A visitor's (NO_OWNER) goes only while nobody is signed in; a user's only with their session.
import 'fake-indexeddb/auto';
import { createStore, type UseStore } from 'idb-keyval';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { accounts } from '@mocks/test/api';
import { setupAppOnMockServer } from '@mocks/test/app';
import { setAccessToken } from '@/api/token-store';
import { decodeSessionUser } from '@/lib/session/session';
import { entriesOf, NO_OWNER, toOutboxEntry, type OutboxEntryOf } from './outbox-entry';
import { createOutbox, type Outbox } from './send-queue';

// The kind the app registers (src/app/outbox-writes.ts, loaded by the test setup).
type SendFeedbackEntry = OutboxEntryOf<'sendFeedback'>;

/** Every POST /feedback that reached the server: its key and whether it had a session. */
let posts: { key: string | null; signedIn: boolean }[] = [];
const outboxes: Outbox[] = [];
let store: UseStore;
let storeNo = 0;

function spyOnPosts(): void {
  server.use(
    http.post('*/api/v1/feedback', ({ request }) => {
      posts.push({
        key: request.headers.get('Idempotency-Key'),
        signedIn: request.headers.has('Authorization'),
      });
    }),
  );
}

setupAppOnMockServer();
beforeEach(() => {
  posts = [];
  spyOnPosts();
  store = createStore(`outbox-feedback-test-${++storeNo}`, 'items');
});
afterEach(() => {
  for (const o of outboxes.splice(0)) o.close();
  setAccessToken(null);
});

function outbox(): Outbox {
  const o = createOutbox({ store, channel: null, locks: null });
  outboxes.push(o);
  return o;
}

let keyNo = 0;
function feedback(ownerId: number) {
  keyNo += 1;
  return {
    kind: 'sendFeedback' as const,
    key: `00000000-0000-4000-9000-${String(keyNo).padStart(12, '0')}`,
    ownerId,
    body: { topic: 'oneri' as const, message: 'Uygulama bağlantısızken de çalışıyor, harika.' },
  };
}

const stateOf = (o: Outbox, key: string) =>
  o.getSnapshot().find((e) => e.key === key) as SendFeedbackEntry | undefined;

describe('a feedback in the outbox', () => {
  it('a visitor’s is sent once without a session, and records one feedback', async () => {
    const o = outbox();
    const queued = feedback(NO_OWNER);
    const before = db.feedback.all().length;
    await o.enqueue(queued);
    expect(entriesOf(o.getSnapshot(), null).map((e) => e.key)).toEqual([queued.key]);

    await o.flush();
    await o.flush();
    await outbox().flush();
    const sent = stateOf(o, queued.key);
    expect(sent?.state).toBe('sent');
    expect(sent?.feedbackId).toBeGreaterThan(0);
    expect(posts).toEqual([{ key: queued.key, signedIn: false }]);
    expect(db.feedback.all().length).toBe(before + 1);
    expect(db.feedback.all().at(-1)?.userId).toBeNull();
  });

  it('a visitor’s waits while someone is signed in (it never leaves with their session)', async () => {
    const o = outbox();
    const queued = feedback(NO_OWNER);
    await o.enqueue(queued);
    setAccessToken(await accounts.customer());
    await o.flush();
    expect(stateOf(o, queued.key)?.state).toBe('waiting');
    expect(posts).toEqual([]);
    // A signed-in user does not see it either.
    const userId = decodeSessionUser(await accounts.customer())!.userId;
    expect(entriesOf(o.getSnapshot(), userId)).toEqual([]);

    setAccessToken(null);
    await o.flush();
    expect(stateOf(o, queued.key)?.state).toBe('sent');
  });

  it('a user’s is sent with their session, keeps its key through a lost answer, and is recorded once', async () => {
    const token = await accounts.customer();
    const userId = decodeSessionUser(token)!.userId;
    setAccessToken(token);
    const o = outbox();
    const queued = feedback(userId);
    const before = db.feedback.all().length;
    await o.enqueue(queued);

    // The request reached the server (recorded), the answer never came back: no network now.
    const first = await fetch('http://localhost/api/v1/feedback', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': queued.key,
      },
      body: JSON.stringify(queued.body),
    });
    expect(first.status).toBe(201);
    server.use(
      http.post('*/api/v1/feedback', ({ request }) => {
        posts.push({ key: request.headers.get('Idempotency-Key'), signedIn: true });
        return HttpResponse.error();
      }),
    );
    await o.flush();
    expect(stateOf(o, queued.key)?.state).toBe('waiting');

    server.resetHandlers();
    spyOnPosts();
    await o.flush();
    expect(stateOf(o, queued.key)?.state).toBe('sent');
    expect(posts.map((p) => p.key)).toEqual([queued.key, queued.key, queued.key]);
    expect(posts.every((p) => p.signedIn)).toBe(true);
    expect(db.feedback.all().length).toBe(before + 1);
    expect(db.feedback.all().at(-1)?.userId).toBe(userId);
  });

  it('is read back from storage as what it is; a broken record is not', () => {
    const stored = { ...feedback(7), state: 'waiting', createdAt: '2026-11-25T10:00:00Z', attempts: 0 };
    expect(toOutboxEntry(stored)?.kind).toBe('sendFeedback');
    expect(toOutboxEntry({ ...stored, body: { topic: 'oneri' } })).toBeUndefined();
  });
});
