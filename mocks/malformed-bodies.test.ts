// @vitest-environment node
// No mocked operation answers 5xx to any body (issue 14). Every write operation of openapi.yaml
// gets a fixed set of malformed bodies, built from the request that succeeds for it
// (test/operation-samples.ts): each field in turn of the wrong type, a number no field may hold,
// huge strings and arrays, deep nesting; and the body as a whole unreadable or too large. Each
// must be answered with a 4xx in the error envelope. `__proto__` keys may be accepted, but must
// neither fail the server nor reach Object.prototype.
import { describe, expect, it } from 'vitest';
import { openapi, operations } from '../tests/contract/openapi';
import { BASE, setupMockServer } from './test/api';
import {
  bodies,
  courierForm,
  operationPathValues,
  pathValues,
  prepareBody,
  tokenFor,
} from './test/operation-samples';

setupMockServer();

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

interface Variant {
  name: string;
  /** Raw request text: some spoils (Infinity, 1e999) cannot come out of JSON.stringify. */
  text: string;
}

// Placeholders swapped into the JSON text after stringify: Infinity has no JSON, and a 10 000-deep
// value would overflow JSON.stringify itself.
const INFINITY = '\u0000infinity\u0000';
const DEEP = '\u0000deep\u0000';
const rawText: Record<string, string> = {
  [JSON.stringify(INFINITY)]: '1e999',
  [JSON.stringify(DEEP)]: `${'['.repeat(10_000)}1${']'.repeat(10_000)}`,
};

/** Paths of every leaf and container in a sample body (arrays through their first item). */
function pathsOf(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) {
    const first = value.length > 0 ? pathsOf(value[0]!, [...path, 0]) : [];
    return [path, ...first];
  }
  if (value !== null && typeof value === 'object')
    return [path, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...path, k]))];
  return [path];
}

function setAt(body: Json, path: Path, next: Json): Json {
  if (path.length === 0) return next;
  const copy = structuredClone(body) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path.at(-1)!] = next;
  return copy as Json;
}

function label(path: Path): string {
  return path.length === 0
    ? '(body)'
    : path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('');
}

/** The wrong-typed values for a field, by what it holds in the sample. */
function wrongTypes(sample: Json): [string, Json][] {
  const out: [string, Json][] = [];
  if (typeof sample === 'number') {
    out.push(
      ['a string', 'x'],
      ['1e308', 1e308],
      ['-1e308', -1e308],
      ['Infinity (1e999)', INFINITY],
      ['an object', {}],
    );
    if (Number.isInteger(sample)) out.push(['a fraction', sample + 0.125]);
  } else if (typeof sample === 'string') {
    out.push(['a number', 7], ['an object', { a: 1 }], ['100 000 characters', 'x'.repeat(100_000)]);
  } else if (typeof sample === 'boolean') {
    out.push(['a string', 'true'], ['a number', 1]);
  } else if (Array.isArray(sample)) {
    out.push(['a string', 'x'], ['10 000 items', Array.from({ length: 10_000 }, () => sample[0] ?? 1)]);
  } else if (sample !== null && typeof sample === 'object') {
    out.push(['a string', 'x'], ['an array', [1, 2]]);
  }
  out.push(['10 000 levels deep', DEEP]);
  return out;
}

function variantsOf(sample: Json): Variant[] {
  const variants: Variant[] = [
    { name: 'not JSON', text: '{"a":' },
    { name: 'an empty body', text: '' },
    { name: 'a JSON string', text: '"x"' },
    { name: 'a bare 1e999', text: '1e999' },
    { name: 'NaN', text: 'NaN' },
    { name: '2 MB of JSON', text: JSON.stringify({ ...(sample as object), pad: 'x'.repeat(2_000_000) }) },
  ];
  for (const path of pathsOf(sample)) {
    if (path.length === 0) continue;
    const at = path.reduce<Json>((node, key) => (node as Record<string | number, Json>)[key]!, sample);
    for (const [name, value] of wrongTypes(at)) {
      let text = JSON.stringify(setAt(sample, path, value));
      for (const [marker, raw] of Object.entries(rawText)) text = text.replace(marker, raw);
      variants.push({ name: `${label(path)} as ${name}`, text });
    }
  }
  return variants;
}

const writes = operations.filter((o) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(o.method));
const jsonWrites = writes.filter((o) => bodies[o.operationId] !== undefined);

async function pathAndToken(op: (typeof operations)[number]) {
  const values: Record<string, string> = {
    ...pathValues,
    ...(op.operationId === 'withdrawOffer' ? { priceQuoteOfferId: '1' } : {}),
    ...(op.operationId === 'createOffer' ? { shipmentId: '1004' } : {}),
    ...operationPathValues[op.operationId],
  };
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
  const token =
    op.security || op.operationId === 'refreshToken' || op.operationId === 'logout'
      ? await tokenFor(op.operationId, op.path)
      : undefined;
  return { path, token };
}

function expectRefusal(status: number, json: unknown, what: string): void {
  expect(status, what).toBeGreaterThanOrEqual(400);
  expect(status, what).toBeLessThan(500);
  expect(json, what).toMatchObject({ success: false, code: expect.any(String), desc: expect.any(String) });
}

async function send(method: string, url: string, token: string | undefined, body: BodyInit, json = true) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (json) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the envelope check below fails with the text in view
  }
  return { status: response.status, json: parsed };
}

describe('malformed bodies get a 4xx in the error envelope, never a 5xx', () => {
  it('covers every write operation with a body', () => {
    const covered = new Set([
      ...jsonWrites.map((o) => o.operationId),
      'registerCourier',
      'updateCourierProfile',
    ]);
    const withBody = writes.filter(
      (o) =>
        o.method !== 'DELETE' &&
        // No request body: sign-out, resending a rejected application, a stop delivered (issue 16).
        ![
          'logout',
          'advanceMockClock',
          'resetMock',
          'resubmitCourierApplication',
          // The SMS code for an IBAN, phone or e-mail change (issue 27): no body.
          'requestCourierProfileChangeCode',
          'markStopDelivered',
          // Cancelling a pending notification (issue 18): no body.
          'cancelNotification',
        ].includes(o.operationId),
    );
    expect(withBody.map((o) => o.operationId).filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each(jsonWrites.map((o) => [o.operationId, o] as const))(
    '%s',
    { timeout: 120_000 },
    async (operationId, op) => {
      const { path, token } = await pathAndToken(op);
      const sample = (await prepareBody(operationId, bodies[operationId], token)) as Json;
      const failures: string[] = [];
      // Where the contract makes the body optional (runAccounting), no body at all is a request.
      const optional =
        (openapi.paths[op.path]?.[op.method.toLowerCase()] as { requestBody?: { required?: boolean } })
          ?.requestBody?.required === false;
      for (const variant of variantsOf(sample).filter((v) => !(optional && v.text === ''))) {
        const { status, json } = await send(op.method, `${BASE}${path}`, token, variant.text);
        if (status < 400 || status >= 500 || (json as { success?: unknown }).success !== false)
          failures.push(`${variant.name}: ${status} ${JSON.stringify(json).slice(0, 160)}`);
      }
      expect(failures).toEqual([]);

      // __proto__ and constructor keys: never a 5xx, never on Object.prototype.
      const polluted = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(sample).slice(1)}`;
      const { status } = await send(
        op.method,
        `${BASE}${path}`,
        token,
        sample === null || typeof sample !== 'object' ? '{}' : polluted,
      );
      expect(status).toBeLessThan(500);
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    },
  );

  it.each(['registerCourier', 'updateCourierProfile'])(
    '%s (multipart)',
    { timeout: 60_000 },
    async (operationId) => {
      const op = operations.find((o) => o.operationId === operationId)!;
      const { path, token } = await pathAndToken(op);
      const url = `${BASE}${path}`;
      const base = courierForm();
      const cases: [string, BodyInit, boolean][] = [
        ['JSON instead of a form', '{"name":"Deniz"}', true],
        ['a form that is not multipart', 'name=Deniz', false],
      ];
      for (const field of [
        'name',
        'surname',
        'identityNumber',
        'phone',
        'email',
        'iban',
        'fullAddress',
        'cityId',
      ]) {
        const form = courierForm();
        form.set(field, 'x'.repeat(100_000));
        cases.push([`${field} of 100 000 characters`, form, false]);
      }
      const script = courierForm();
      script.set('photo', new File(['<script>alert(1)</script>'], 'a.png', { type: 'image/png' }));
      if (operationId === 'registerCourier') cases.push(['a photo that is text named .png', script, false]);
      void base;
      for (const [name, body, json] of cases) {
        const { status, json: out } = await send(op.method, url, token, body, json);
        expectRefusal(status, out, name);
      }
    },
  );
});
