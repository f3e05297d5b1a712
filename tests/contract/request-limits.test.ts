// @vitest-environment node
// Every input of openapi.yaml is bounded (issue 14): a real backend built from the contract must
// refuse what the app never sends. Walks each operation's request body and parameters and lists
// every string without maxLength, number without maximum and array without maxItems, and every
// operation with a body but no 413; then checks the bounds agree with src/domain/limits.ts.
import { describe, expect, it } from 'vitest';
import { ID_MAX, MAX_DELIVERIES, MONEY_MAX, PAGE_TREE, TEXT_MAX, type TextKind } from '@/domain/limits';
import { HELP_ORDER } from '@/domain/help';
import { PACKAGE_DURATION_MAX_DAYS } from '@/domain/packages';
import { IDEMPOTENCY_KEY_MAX } from '@/domain/idempotency';
import { openapi } from './openapi';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  maxItems?: number;
  multipleOf?: number;
  description?: string;
};

interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  schema?: Schema;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { $ref?: string; content?: Record<string, { schema?: Schema }> };
  responses: Record<string, unknown>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function resolve<T extends { $ref?: string }>(node: T): T {
  if (typeof node.$ref !== 'string') return node;
  let cur: unknown = openapi;
  for (const part of node.$ref.replace(/^#\//, '').split('/')) cur = (cur as Record<string, unknown>)[part];
  if (cur === undefined) throw new Error(`unresolved $ref ${node.$ref}`);
  return resolve(cur as T);
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

interface Leaf {
  /** e.g. `POST /shipment body.shipmentList[].startAddress.title` */
  path: string;
  schema: Schema;
}

interface Walk {
  problems: string[];
  leaves: Leaf[];
}

/**
 * Visits every schema under `schema`, following $refs (each at most once on the way down, so a
 * recursive schema such as the dynamic page tree ends) and allOf/oneOf/anyOf branches.
 */
function walk(schema: Schema, path: string, out: Walk, ancestors: readonly string[] = []): void {
  if (schema.$ref) {
    if (ancestors.includes(schema.$ref)) return;
    walk(resolve(schema), path, out, [...ancestors, schema.$ref]);
    return;
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const)
    for (const branch of schema[key] ?? []) walk(branch, path, out, ancestors);

  const types = typesOf(schema);
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  out.leaves.push({ path, schema });
  if (types.length === 0 && !fixed && !schema.allOf && !schema.oneOf && !schema.anyOf)
    out.problems.push(`${path}: schema without a type`);
  if (types.includes('string') && !fixed && schema.maxLength === undefined)
    out.problems.push(`${path}: string without maxLength`);
  if (
    (types.includes('number') || types.includes('integer')) &&
    !fixed &&
    schema.maximum === undefined &&
    schema.exclusiveMaximum === undefined
  )
    out.problems.push(`${path}: ${types.includes('integer') ? 'integer' : 'number'} without maximum`);
  if (types.includes('array')) {
    if (schema.maxItems === undefined) out.problems.push(`${path}: array without maxItems`);
    if (schema.items) walk(schema.items, `${path}[]`, out, ancestors);
  }
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    walk(property, `${path}.${name}`, out, ancestors);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    walk(schema.additionalProperties, `${path}.*`, out, ancestors);
}

const walked: Walk = { problems: [], leaves: [] };
const bodyOperations: string[] = [];

for (const [apiPath, item] of Object.entries(openapi.paths)) {
  const shared = (item.parameters ?? []) as Parameter[];
  for (const method of METHODS) {
    const op = item[method] as OperationObject | undefined;
    if (!op) continue;
    const name = `${method.toUpperCase()} ${apiPath}`;
    for (const raw of [...shared, ...(op.parameters ?? [])]) {
      const parameter = resolve(raw);
      if (parameter.schema) walk(parameter.schema, `${name} ${parameter.in}.${parameter.name}`, walked);
    }
    if (!op.requestBody) continue;
    const body = resolve(op.requestBody);
    const media = Object.values(body.content ?? {});
    if (media.length === 0) continue;
    bodyOperations.push(name);
    for (const { schema } of media) if (schema) walk(schema, `${name} body`, walked);
    if (!op.responses['413']) walked.problems.push(`${name}: a request body without a 413 response`);
  }
}

// A shared schema reached twice on one path is one problem, not two.
const problems = [...new Set(walked.problems)];

function leaf(path: string): Schema {
  const found = walked.leaves.find((l) => l.path === path);
  if (!found) throw new Error(`no input at ${path}`);
  return found.schema;
}

function leavesNamed(test: (fieldName: string) => boolean): Leaf[] {
  return walked.leaves.filter((l) => test(l.path.split(/[.\s]/).at(-1)!.replace(/\[\]$/, '')));
}

describe('request inputs of openapi.yaml', () => {
  it('has request bodies to check', () => {
    expect(bodyOperations.length).toBeGreaterThan(20);
  });

  it('bounds every string, number and array of every request body and parameter', () => {
    expect(problems).toEqual([]);
  });

  it('declares the 413 answer once, in the error envelope', () => {
    const response = openapi.components.responses?.PayloadTooLarge as
      { description?: string; content?: Record<string, { schema?: Schema }> } | undefined;
    expect(response?.content?.['application/json']?.schema?.$ref).toBe('#/components/schemas/ErrorEnvelope');
    expect(response?.description).toContain('BODY_TOO_LARGE');
    expect(response?.description).toContain('Gönderilen veri çok büyük.');
  });
});

describe('throttles and list parameters the contract declares (issue 27)', () => {
  it('answers too many registration codes with 429, its Turkish message and Retry-After', () => {
    const op = openapi.paths['/courier/register/code']?.post as OperationObject & { description?: string };
    const tooMany = op.responses['429'] as {
      description?: string;
      headers?: Record<string, { schema?: Schema }>;
      content?: Record<string, { schema?: Schema }>;
    };
    expect(tooMany.description).toContain('TOO_MANY_CODE_REQUESTS');
    expect(tooMany.description).toContain('Çok sık doğrulama kodu istendi.');
    expect(tooMany.headers?.['Retry-After']?.schema?.type).toBe('integer');
    expect(tooMany.content?.['application/json']?.schema?.$ref).toBe('#/components/schemas/ErrorEnvelope');
    expect(op.description).toMatch(/national id is not looked up here/);
  });

  it('gives every filter of every admin list an enum or bounds', () => {
    const loose: string[] = [];
    for (const { path, schema } of walked.leaves) {
      if (!/^GET \/admin\S* query\./.test(path)) continue;
      const s = typesOf(schema).includes('array') ? (schema.items ? resolve(schema.items) : {}) : schema;
      const bounded =
        s.enum !== undefined ||
        s.$ref !== undefined ||
        (s.minimum !== undefined && s.maximum !== undefined) ||
        s.maxLength !== undefined ||
        typesOf(s).includes('boolean');
      if (!bounded) loose.push(path);
    }
    expect(loose).toEqual([]);
  });
});

describe('bounds of openapi.yaml agree with src/domain/limits.ts', () => {
  const money = [
    'POST /shipment body.shipmentValue',
    'POST /shipment/price body.shipmentValue',
    'POST /shipment/{shipmentId}/price-quote body.priceQuoteAmount',
    'PUT /shipment/{shipmentId}/price-quote/{priceQuoteOfferId}/assign body.priceQuoteAmount',
    'POST /admin/account-movements body.amount',
    'POST /admin/packages body.price',
  ];

  it.each(money)('%s is money: 0..MONEY_MAX with at most two decimals', (path) => {
    const schema = leaf(path);
    expect(schema.type).toBe('number');
    expect(schema.maximum).toBe(MONEY_MAX);
    expect(schema.minimum ?? schema.exclusiveMinimum).toBe(0);
    // multipleOf: 0.01 fails on floats (0.07 / 0.01 is not a whole number); the text says it.
    expect(schema.multipleOf).toBeUndefined();
    expect(schema.description).toMatch(/two decimals/i);
  });

  it.each([
    'POST /shipment body.shipmentList',
    'POST /shipment/price body.delivery',
    'POST /geo/distance body.destinations',
  ])('%s holds at most MAX_DELIVERIES', (path) => {
    expect(leaf(path).maxItems).toBe(MAX_DELIVERIES);
  });

  it('keeps coordinates on Earth', () => {
    const lats = leavesNamed((n) => n === 'lat');
    const longs = leavesNamed((n) => n === 'long');
    expect(lats.length).toBeGreaterThan(3);
    expect(longs.length).toBe(lats.length);
    for (const { path, schema } of lats)
      expect([path, schema.minimum, schema.maximum]).toEqual([path, -90, 90]);
    for (const { path, schema } of longs)
      expect([path, schema.minimum, schema.maximum]).toEqual([path, -180, 180]);
  });

  it('takes ids as integers from 1 to at most ID_MAX', () => {
    const ids = leavesNamed((n) => /Id$/.test(n) || n === 'userIds');
    expect(ids.length).toBeGreaterThan(10);
    for (const { path, schema } of ids) {
      if (typesOf(schema).includes('array')) continue; // userIds: its items are checked as userIds[]
      expect([path, schema.type]).toEqual([path, 'integer']);
      expect([path, schema.minimum]).toEqual([path, 1]);
      expect([path, (schema.maximum ?? Infinity) <= ID_MAX]).toEqual([path, true]);
    }
    expect(leaf('PUT /shipment/{shipmentId}/change-status path.shipmentId').maximum).toBe(ID_MAX);
  });

  // Fields whose name says their kind wherever they appear.
  const kinds: Record<string, TextKind> = {
    surname: 'name',
    fullAddress: 'fullAddress',
    addressDescription: 'addressDescription',
    streetName: 'addressPart',
    doorNumber: 'addressPart',
    block: 'addressPart',
    floor: 'addressPart',
    apartmentNumber: 'addressPart',
    apartmanName: 'addressPart',
    note: 'note',
    reason: 'reason',
    phone: 'phone',
    phoneNumber: 'phone',
    identifier: 'phone',
    email: 'email',
    password: 'password',
    code: 'code',
    productCode: 'code64',
    pageCode: 'code64',
    date: 'date',
    title: 'title',
  };

  it.each(Object.entries(kinds))('every input named %s is at most TEXT_MAX.%s long', (name, kind) => {
    const found = leavesNamed((n) => n === name);
    expect(found.length).toBeGreaterThan(0);
    for (const { path, schema } of found) expect([path, schema.maxLength]).toEqual([path, TEXT_MAX[kind]]);
  });

  it.each([
    ['POST /auth/login body.name', TEXT_MAX.name],
    ['POST /feedback body.message', TEXT_MAX.message],
    ['POST /admin/help body.body', TEXT_MAX.helpBody],
    ['POST /admin/notifications body.body', TEXT_MAX.message],
    ['POST /admin/packages body.name', TEXT_MAX.title],
    ['POST /admin/packages body.description', TEXT_MAX.description],
    ['POST /admin/account-movements body.description', TEXT_MAX.description],
    ['GET /admin/members query.q', 100],
  ] as const)('%s is at most %i characters', (path, max) => {
    expect(leaf(path).maxLength).toBe(max);
  });

  // The editors refuse a number out of these bounds instead of clamping it (issue 27).
  it.each([
    ['POST /admin/packages body.durationDays', 1, PACKAGE_DURATION_MAX_DAYS],
    ['PUT /admin/packages/{packageId} body.durationDays', 1, PACKAGE_DURATION_MAX_DAYS],
    ['POST /admin/help body.order', HELP_ORDER.min, HELP_ORDER.max],
  ] as const)('%s is an integer from %i to %i', (path, min, max) => {
    const schema = leaf(path);
    expect([schema.type, schema.minimum, schema.maximum]).toEqual(['integer', min, max]);
  });

  // Both servers read the header with idempotencyKeyOf: the contract's bound is the one they refuse above.
  it('bounds every Idempotency-Key header by IDEMPOTENCY_KEY_MAX', () => {
    const keys = walked.leaves.filter((l) => l.path.endsWith(' header.Idempotency-Key'));
    expect(keys.map((l) => l.path)).toHaveLength(4);
    for (const key of keys) expect([key.path, key.schema.maxLength]).toEqual([key.path, IDEMPOTENCY_KEY_MAX]);
  });

  it('bounds the dynamic page tree by PAGE_TREE', () => {
    const root = 'POST /admin/dynamic-pages body.content';
    expect(leaf(`${root}.propList`).maxItems).toBe(PAGE_TREE.maxProps);
    expect(leaf(`${root}.propList[].propValue`).maxLength).toBe(PAGE_TREE.maxText);
    expect(leaf(`${root}.text`).maxLength).toBe(PAGE_TREE.maxText);
    expect(leaf(`${root}.contentList`).maxItems).toBeLessThanOrEqual(PAGE_TREE.maxNodes);
  });
});
