import { describe, expect, it } from 'vitest';
import { describeApiError } from '@/api/errors';
import { api, setupMockServer } from './test/api';

setupMockServer();

// docs/errors-and-messages.md "Lookup failures: the message object returned by the server".
describe('lookups', () => {
  it('serves counties and districts of a city', async () => {
    const counties = await api<{ countyId: number; countyName: string }[]>(
      'GET',
      '/static/cities/6/counties',
    );
    expect(counties.status).toBe(200);
    expect(counties.body.data.map((c) => c.countyName)).toContain('Çankaya');
  });

  it('a failed lookup carries a message object, which the client shows as it is', async () => {
    for (const path of [
      '/static/cities/99/counties',
      '/static/cities/34/counties/1/districts',
      '/static/params/Yok',
    ]) {
      const r = await api('GET', path);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ success: false, message: { infoType: 'Warning', text1: 'Uyarı' } });
    }
    const r = await api('GET', '/static/cities/99/counties');
    expect(describeApiError({ status: r.status, body: r.body, kind: 'lookup' })).toMatchObject({
      severity: 'warning',
      title: 'Uyarı',
      text: 'İl bulunamadı.',
    });
  });
});
