import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';

/** Query keys of the mock-control endpoints (tag mock-control in openapi.yaml). */
export const mockControlKeys = {
  all: ['mock-control'] as const,
  sms: () => [...mockControlKeys.all, 'sms'] as const,
  clock: () => [...mockControlKeys.all, 'clock'] as const,
};

const AUTO_REFRESH_MS = 2000;

async function getMockSms() {
  const { data, error } = await api.GET('/__mock/sms');
  if (error || !data) throw new Error('SMS kutusu okunamadı');
  return data.data;
}

async function getMockClock() {
  const { data, error } = await api.GET('/__mock/clock');
  if (error || !data) throw new Error('Sunucu saati okunamadı');
  return data.data;
}

export async function advanceMockClock(advanceMinutes: number) {
  const { data, error } = await api.POST('/__mock/clock', { body: { advanceMinutes } });
  if (error || !data) throw new Error('Sunucu saati ileri alınamadı');
  return data.data;
}

export async function resetMockData() {
  const { error } = await api.POST('/__mock/reset');
  if (error) throw new Error('Veriler sıfırlanamadı');
}

/** The outbox, newest first, polled while the panel is open. */
export const mockSmsQueryOptions = () =>
  queryOptions({
    queryKey: mockControlKeys.sms(),
    queryFn: getMockSms,
    refetchInterval: AUTO_REFRESH_MS,
    staleTime: 0,
    retry: false,
    select: (messages) => [...messages].sort((a, b) => b.sentAt.localeCompare(a.sentAt)),
  });

export const mockClockQueryOptions = () =>
  queryOptions({
    queryKey: mockControlKeys.clock(),
    queryFn: getMockClock,
    refetchInterval: AUTO_REFRESH_MS,
    staleTime: 0,
    retry: false,
  });
