// Loads openapi.yaml and validates mock responses against it (ajv, JSON Schema 2020-12),
// so the emulated server cannot drift from the contract.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  pathRegex: RegExp;
  responses: Record<string, Json>;
  security: boolean;
}

// Tests run from the repository root (import.meta.url is not a file URL under happy-dom).
const docPath = join(process.cwd(), 'openapi.yaml');
export const openapi = parse(readFileSync(docPath, 'utf8')) as Json & {
  paths: Record<string, Record<string, Json>>;
  components: Json & { schemas: Json; responses?: Json };
  security?: unknown[];
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function templateToRegex(path: string): RegExp {
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${source}/?$`);
}

export const operations: Operation[] = Object.entries(openapi.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => {
    const op = item[method] as Json & {
      operationId: string;
      responses: Record<string, Json>;
      security?: unknown[];
    };
    const security = op.security ?? openapi.security ?? [];
    return {
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
      pathRegex: templateToRegex(path),
      responses: op.responses,
      security: security.some((s) => Object.keys(s as Json).length > 0),
    };
  }),
);

// Static paths win over templated ones (/shipment/active before /shipment/{shipmentId}).
export function findOperation(method: string, apiPath: string): Operation | undefined {
  const candidates = operations.filter((o) => o.method === method.toUpperCase() && o.pathRegex.test(apiPath));
  return candidates.sort(
    (a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0),
  )[0];
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi.json', components: openapi.components } as Json);

function resolveRef(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const parts = ref.replace(/^#\//, '').split('/');
  let cur: unknown = openapi;
  for (const p of parts) cur = (cur as Json)[p];
  return resolveRef(cur as Json);
}

// Rewrite local refs so they point into the schema registered above.
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema && typeof schema === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(schema)) {
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `openapi.json${v}` : rebase(v);
    }
    return out;
  }
  return schema;
}

const validators = new Map<string, ReturnType<typeof ajv.compile>>();

export interface Violation {
  operationId: string;
  status: number;
  errors: string;
}

/** Validates one response; returns null when it matches the contract. */
export function validateResponse(
  op: Operation,
  status: number,
  contentType: string | null,
  body: unknown,
): Violation | null {
  const declared =
    op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
  if (!declared) {
    return { operationId: op.operationId, status, errors: `status ${status} is not declared` };
  }
  const response = resolveRef(declared) as Json & { content?: Record<string, { schema?: Json }> };
  if (!response.content) {
    return body === null || body === undefined || body === ''
      ? null
      : { operationId: op.operationId, status, errors: 'a body was sent where none is declared' };
  }
  const mediaType = Object.keys(response.content).find((m) => contentType?.includes(m.split(';')[0] ?? m));
  if (!mediaType) {
    return { operationId: op.operationId, status, errors: `content type ${contentType} is not declared` };
  }
  const schema = response.content[mediaType]?.schema;
  if (!schema) return null;
  const key = `${op.operationId}:${status}:${mediaType}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(rebase(schema) as Json);
    validators.set(key, validate);
  }
  if (validate(body)) return null;
  return {
    operationId: op.operationId,
    status,
    errors: ajv.errorsText(validate.errors, { separator: '\n' }),
  };
}

/** The API path of a request URL (without origin and the /api/v1 base), or null for other URLs. */
export function apiPathOf(url: string): string | null {
  const { pathname } = new URL(url);
  const match = /^\/api\/v1(\/.*)$/.exec(pathname);
  return match?.[1] ?? null;
}
