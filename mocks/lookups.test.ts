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

// docs/emulated-server.md "Lookups, geocoding and distance": deterministic, public, and a bad query
// is a 400 naming the parameter.
describe('geocoding and distance', () => {
  it('finds a place by name, and names the place at a point', async () => {
    const found = await api<{ cityId: number; worldCoordinate: { lat: number; long: number } }[]>(
      'GET',
      '/geo/geocode?q=Çankaya',
    );
    expect(found.status).toBe(200);
    const first = found.body.data[0];
    expect(first?.cityId).toBe(6);
    const back = await api<{ cityId: number }>(
      'GET',
      `/geo/reverse?lat=${first?.worldCoordinate.lat}&long=${first?.worldCoordinate.long}`,
    );
    expect(back.status).toBe(200);
    expect(back.body.data.cityId).toBe(6);
  });

  it('refuses a search under 2 characters and a point off the Earth, naming the parameter', async () => {
    const short = await api('GET', '/geo/geocode?q=%20a%20');
    expect(short.status).toBe(400);
    expect(short.body.errors?.map((e) => [e.field, e.code])).toEqual([['q', 'FIELD_REQUIRED']]);
    const off = await api('GET', '/geo/reverse?lat=91&long=abc');
    expect(off.status).toBe(400);
    expect(off.body.errors?.map((e) => e.field)).toEqual(['lat', 'long']);
  });

  it('answers a point far from any city with 404 ADDRESS_NOT_FOUND', async () => {
    const sea = await api('GET', '/geo/reverse?lat=0.5&long=-30');
    expect(sea.status).toBe(404);
    expect(sea.body.code).toBe('ADDRESS_NOT_FOUND');
  });

  it('measures the route from the pickup through the deliveries', async () => {
    const route = await api<{ distance: number }>('POST', '/geo/distance', {
      body: { origin: { lat: 41.0, long: 29.0 }, destinations: [{ lat: 41.1, long: 29.0 }] },
    });
    expect(route.status).toBe(200);
    const none = await api('POST', '/geo/distance', {
      body: { origin: { lat: 41, long: 29 }, destinations: [] },
    });
    expect(none.status).toBe(400);
    expect(none.body.errors?.[0]?.code).toBe('DELIVERY_REQUIRED');
  });
});
