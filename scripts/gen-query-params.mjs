// The query parameters openapi.yaml declares, per operation, as the emulated server checks them
// (issue 27): src/domain/query-parameters.gen.json, read by both servers (src/domain/query-check.ts). The mock runs in the browser
// without the contract, so this is the contract's part it needs, generated, never edited.
// `npm run gen:api` writes it; mocks/query-params.test.ts fails when it is not what openapi.yaml gives.
// Usage: node scripts/gen-query-params.mjs
import process from 'node:process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = join(root, 'src', 'domain', 'query-parameters.gen.json');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** The JSON Schema keywords the server checks a query value with. */
const KEYS = [
  'type',
  'enum',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'maxItems',
  'uniqueItems',
];

function resolve(doc, node) {
  let cur = node;
  while (cur && typeof cur.$ref === 'string') {
    let target = doc;
    for (const part of cur.$ref.replace(/^#\//, '').split('/')) target = target?.[part];
    if (target === undefined) throw new Error(`unresolved $ref ${cur.$ref}`);
    cur = target;
  }
  return cur;
}

function rule(doc, schema) {
  const s = resolve(doc, schema ?? {});
  const out = {};
  for (const key of KEYS) if (s[key] !== undefined) out[key] = s[key];
  if (s.type === 'array' && s.items) out.items = rule(doc, s.items);
  return out;
}

/** `{ "GET /admin/members": [{ name, required, schema }] }` for every operation with query parameters. */
export function queryParameters(doc) {
  const out = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map((p) => resolve(doc, p))
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, required: p.required === true, schema: rule(doc, p.schema) }));
      if (params.length > 0) out[`${method.toUpperCase()} ${path}`] = params;
    }
  }
  return out;
}

export function readContract() {
  return parse(readFileSync(join(root, 'openapi.yaml'), 'utf8'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUTPUT, `${JSON.stringify(queryParameters(readContract()), null, 2)}\n`);
}
