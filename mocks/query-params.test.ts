// Query parameters are checked against openapi.yaml on every operation (issue 27, item 11): a
// value outside the declared type, bounds, length or enum is 400 VALIDATION_FAILED naming the
// parameter, never echoed back nor silently read as "no filter". Walks the contract, so a list
// added later is covered without a line here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT, queryParameters, readContract } from '../scripts/gen-query-params.mjs';
import { openapi } from '../tests/contract/openapi';
import { accounts, api, setupMockServer } from './test/api';

setupMockServer();

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
  items?: Schema;
};
type Parameter = { $ref?: string; name: string; in: string; schema?: Schema };

function resolve<T extends { $ref?: string }>(node: T): T {
  if (typeof node.$ref !== 'string') return node;
  let cur: unknown = openapi;
  for (const part of node.$ref.replace(/^#\//, '').split('/')) cur = (cur as Record<string, unknown>)[part];
  return resolve(cur as T);
}

/** Values outside a parameter's schema, each with why. */
function badValues(schema: Schema): [string, string][] {
  const s = resolve(schema);
  if (s.type === 'array') return badValues(s.items ?? {}).map(([v, why]) => [v, `item ${why}`]);
  const out: [string, string][] = [];
  if (s.enum) {
    const outside = s.type === 'string' ? 'zzz' : String(Math.max(...(s.enum as number[])) + 1);
    out.push([outside, 'outside the enum']);
  }
  if (s.type === 'integer' || s.type === 'number') {
    out.push(['abc', 'not a number'], ['1e300', 'not an integer literal / above the maximum']);
    if (s.type === 'integer') out.push(['1.5', 'a fraction']);
    if (s.maximum !== undefined) out.push([String(s.maximum + 1), 'above the maximum']);
    if (s.minimum !== undefined) out.push([String(s.minimum - 1), 'below the minimum']);
  }
  if (s.type === 'boolean') out.push(['yes', 'not true/false']);
  if (s.type === 'string') {
    if (s.maxLength !== undefined) out.push(['a'.repeat(s.maxLength + 1), 'longer than maxLength']);
    if (s.format === 'date' || s.format === 'date-time') out.push(['2026-13-45', `not a ${s.format}`]);
  }
  return out;
}

const adminLists = Object.entries(openapi.paths)
  .filter(([path, item]) => path.startsWith('/admin') && !path.includes('{') && item.get)
  .map(([path, item]) => {
    const op = item.get as { parameters?: Parameter[] };
    const query = (op.parameters ?? []).map((p) => resolve(p)).filter((p) => p.in === 'query');
    return { path, query };
  })
  .filter((l) => l.query.length > 0);

const cases = adminLists.flatMap(({ path, query }) =>
  query.flatMap((p) => badValues(p.schema ?? {}).map(([value, why]) => [path, p.name, value, why] as const)),
);

describe('query parameters of the admin lists', () => {
  it('are checked with what openapi.yaml declares (src/domain/query-parameters.gen.json: npm run gen:api)', () => {
    expect(JSON.parse(readFileSync(OUTPUT, 'utf8'))).toEqual(queryParameters(readContract()));
  }, 30_000);

  it('has the lists the issue names, with their filters', () => {
    const names = (path: string) => adminLists.find((l) => l.path === path)?.query.map((p) => p.name);
    expect(names('/admin/members')).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'q', 'status', 'role']),
    );
    expect(names('/admin/shipments')).toEqual(expect.arrayContaining(['status', 'vehicleType']));
    expect(names('/admin/notifications')).toEqual(expect.arrayContaining(['channel']));
    expect(names('/admin/member-packages')).toEqual(expect.arrayContaining(['userId']));
    expect(cases.length).toBeGreaterThan(60);
  });

  it.each([
    ['/admin/members', 'page', '2147483648'],
    ['/admin/members', 'page', '1e300'],
    ['/admin/members', 'q', 'a'.repeat(101)],
    ['/admin/members', 'status', '7'],
    ['/admin/shipments', 'vehicleType', '7'],
    ['/admin/notifications', 'channel', '9'],
    ['/admin/member-packages', 'userId', '-5'],
  ])('GET %s?%s=%s is 400 naming the parameter (the tester’s cases)', async (path, name, value) => {
    const token = await accounts.admin();
    const res = await api('GET', `${path}?${name}=${encodeURIComponent(value)}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors?.map((e) => e.field)).toEqual([name]);
  });

  it('refuses every value outside each declared parameter of every admin list', async () => {
    const token = await accounts.admin();
    const accepted: string[] = [];
    for (const [path, name, value, why] of cases) {
      const res = await api('GET', `${path}?${name}=${encodeURIComponent(value)}`, { token });
      if (res.status !== 400 || res.body.errors?.[0]?.field !== name)
        accepted.push(`${path}?${name}=${value.slice(0, 20)} (${why}): ${res.status}`);
    }
    expect(accepted).toEqual([]);
  }, 60_000);

  it('still reads values inside the bounds, an empty value as none, and ignores undeclared names', async () => {
    const token = await accounts.admin();
    for (const query of [
      'page=1&pageSize=100',
      'page=2147483647',
      `q=${'a'.repeat(100)}`,
      'status=1&role=Courier',
      'status=',
      'utm_source=x',
    ]) {
      const res = await api('GET', `/admin/members?${query}`, { token });
      expect([query, res.status]).toEqual([query, 200]);
    }
    const shipments = await api('GET', '/admin/shipments?status=1&status=40&vehicleType=2', { token });
    expect(shipments.status).toBe(200);
  });

  it('refuses before it reads: a signed-out caller still gets 401, a customer 403', async () => {
    expect((await api('GET', '/admin/members?page=0')).status).toBe(401);
    const token = await accounts.customer();
    expect((await api('GET', '/admin/members?page=0', { token })).status).toBe(403);
  });
});
