// docs/offline-and-outbox.md: reads retry twice with backoff (a 4xx never, it is an
// answer), writes are never repeated by TanStack Query (only by the send queue, idempotent by key).
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { createQueryClient, errorStatus, retryDelay, shouldRetryRead } from './query-client';

const serverError = new ApiError(500, {
  success: false,
  code: 'INTERNAL_ERROR',
  desc: 'Beklenmedik bir hata',
});
const notFound = new ApiError(404, {
  success: false,
  code: 'SHIPMENT_NOT_FOUND',
  desc: 'Gönderi bulunamadı.',
});
const offline = new TypeError('Failed to fetch');

describe('shouldRetryRead', () => {
  it('retries a network failure and a 5xx twice, then gives up', () => {
    for (const error of [offline, serverError, new ApiError(503, null)]) {
      expect([0, 1, 2, 3].map((failures) => shouldRetryRead(failures, error))).toEqual([
        true,
        true,
        false,
        false,
      ]);
    }
  });

  it('never retries a 4xx, the session’s (401, 403, 498) included', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 498]) {
      expect(shouldRetryRead(0, new ApiError(status, null))).toBe(false);
    }
  });

  it('reads the status of any error that carries one, and none otherwise', () => {
    expect(errorStatus({ status: 404 })).toBe(404);
    expect(errorStatus(notFound)).toBe(404);
    expect(errorStatus({ status: '404' })).toBeUndefined();
    expect(errorStatus(offline)).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
    expect(errorStatus('boom')).toBeUndefined();
    expect(shouldRetryRead(0, { status: 404 })).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles from one second and stops growing at eight', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

describe('createQueryClient', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function tries(error: unknown): Promise<{ calls: number[]; failed: boolean }> {
    vi.useFakeTimers();
    const client = createQueryClient();
    const start = Date.now();
    const calls: number[] = [];
    const result = client
      .fetchQuery({
        queryKey: ['test', String(error)],
        queryFn: () => {
          calls.push(Date.now() - start);
          throw error;
        },
      })
      .then(
        () => false,
        () => true,
      );
    await vi.advanceTimersByTimeAsync(20_000);
    const failed = await result;
    client.clear();
    return { calls, failed };
  }

  it('tries a read that meets a 5xx three times, one and then two seconds apart', async () => {
    const { calls, failed } = await tries(serverError);
    expect(failed).toBe(true);
    expect(calls).toEqual([0, 1000, 3000]);
  });

  it('tries a read that gets no network three times too', async () => {
    const { calls } = await tries(offline);
    expect(calls).toHaveLength(3);
  });

  it('tries a read answered with a 4xx once', async () => {
    const { calls, failed } = await tries(notFound);
    expect(failed).toBe(true);
    expect(calls).toEqual([0]);
  });

  it('never repeats a write', async () => {
    const client = createQueryClient();
    let calls = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => {
        calls += 1;
        return Promise.reject(serverError);
      },
    });
    await expect(mutation.execute(undefined)).rejects.toBe(serverError);
    expect(calls).toBe(1);
  });

  it('sends a write made offline at once (it fails there), never holds it to send once back online', async () => {
    const client = createQueryClient();
    let calls = 0;
    onlineManager.setOnline(false);
    try {
      const mutation = client.getMutationCache().build(client, {
        mutationFn: () => {
          calls += 1;
          return Promise.reject(offline);
        },
      });
      await expect(mutation.execute(undefined)).rejects.toBe(offline);
      expect(mutation.state.isPaused).toBe(false);
      onlineManager.setOnline(true);
      await client.resumePausedMutations();
      expect(calls).toBe(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
