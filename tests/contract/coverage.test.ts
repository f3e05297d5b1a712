// @vitest-environment node
// Every operation of openapi.yaml has exactly one mock handler, and every handler serves an operation.
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { operations, validateResponse } from './openapi';

function normalise(path: string): string {
  return path
    .replace(/^\*?\/api\/v1/, '')
    .replace(/\{[^}]+\}/g, ':param')
    .replace(/:[A-Za-z]+/g, ':param')
    .replace(/\/$/, '');
}

const handled = handlers.map((h) => {
  const info = h.info as { method?: unknown; path?: unknown };
  return `${String(info.method).toUpperCase()} ${normalise(String(info.path))}`;
});

describe('mock coverage of the contract', () => {
  it.each(operations.map((o) => [o.operationId, `${o.method} ${normalise(o.path)}`] as const))(
    '%s has a handler',
    (_operationId, key) => {
      expect(handled.filter((h) => h === key)).toHaveLength(1);
    },
  );

  it('has no handler outside the contract', () => {
    const declared = new Set(operations.map((o) => `${o.method} ${normalise(o.path)}`));
    expect(handled.filter((h) => !declared.has(h))).toEqual([]);
  });
});

describe('the contract validator', () => {
  const listCities = operations.find((o) => o.operationId === 'listCities')!;

  it('accepts a well-formed answer and refuses a malformed one', () => {
    const json = 'application/json';
    expect(
      validateResponse(listCities, 200, json, {
        success: true,
        data: [{ cityId: 34, cityName: 'İstanbul' }],
      }),
    ).toBeNull();
    expect(
      validateResponse(listCities, 200, json, { success: true, data: [{ cityId: '34' }] }),
    ).not.toBeNull();
    expect(validateResponse(listCities, 200, json, { ok: true })).not.toBeNull();
    expect(validateResponse(listCities, 503, json, { success: false, code: 'X', desc: 'x' })).not.toBeNull();
  });
});
