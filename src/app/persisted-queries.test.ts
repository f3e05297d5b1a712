// What is kept for offline starts (issue 17): lookups and the public content (help, dynamic
// pages) once they loaded; never a shipment, a session or a failed read.
import { describe, expect, it } from 'vitest';
import type { Query } from '@tanstack/react-query';
import { lookupKeys } from '@/api/addresses/lookup-keys';
import { contentKeys } from '@/features/content/content-keys';
import { dynamicPageKeys, getDynamicPageQueryOptions } from '@/features/dynamic-pages';
import { shipmentKeys } from '@/api/shipments/shipment-keys';
import { createQueryClient } from './query-client';
import { DYNAMIC_PAGES_ROOT, isPersistedQuery } from './persisted-queries';

const query = (queryKey: readonly unknown[], status: 'success' | 'error' | 'pending' = 'success') =>
  ({ queryKey, state: { status } }) as unknown as Pick<Query, 'queryKey' | 'state'>;

describe('isPersistedQuery', () => {
  it('keeps lookups, help and dynamic pages that loaded', () => {
    expect(isPersistedQuery(query(lookupKeys.cities()))).toBe(true);
    expect(isPersistedQuery(query(contentKeys.help()))).toBe(true);
    expect(isPersistedQuery(query(dynamicPageKeys.detail('hakkimizda')))).toBe(true);
  });

  it('keeps no failed or unfinished read, and nothing else', () => {
    expect(isPersistedQuery(query(contentKeys.help(), 'error'))).toBe(false);
    expect(isPersistedQuery(query(dynamicPageKeys.detail('kvkk'), 'pending'))).toBe(false);
    expect(isPersistedQuery(query(shipmentKeys.all))).toBe(false);
  });

  it('names the renderer’s query root as the renderer does', () => {
    expect(dynamicPageKeys.all[0]).toBe(DYNAMIC_PAGES_ROOT);
  });
});

describe('createQueryClient', () => {
  it('never drops a dynamic page from memory (it would drop out of the saved cache too)', () => {
    const client = createQueryClient();
    client.setQueryData(getDynamicPageQueryOptions('iletisim').queryKey, {
      elementType: 'div',
      propList: [],
      contentList: [],
    });
    const page = client.getQueryCache().find({ queryKey: dynamicPageKeys.detail('iletisim') });
    expect(page?.gcTime).toBe(Infinity);
  });
});
