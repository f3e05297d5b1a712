// A request's JSON body, read the same way by both servers (docs/architecture.md): refused with 413
// beyond the limit, 400 INVALID_BODY when it is not JSON or has a shape no schema should walk, and
// 400 VALIDATION_FAILED with errors[] (field path and code) from the operation's valibot schema.
import * as v from 'valibot';
import { ApiError, fail, failValidation } from './api-errors';
import { declaredOverLimit, jsonShapeProblem, MAX_JSON_BODY_BYTES } from './limits';

export type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

export function fieldPath(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key: unknown }).key;
    out += typeof key === 'number' ? `[${key}]` : out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

export function issueCode(issue: v.BaseIssue<unknown>): string {
  if (/^[A-Z][A-Z0-9_]+$/.test(issue.message)) return issue.message;
  return issue.input === undefined || issue.input === null ? 'FIELD_REQUIRED' : 'FIELD_INVALID';
}

/** 413 BODY_TOO_LARGE when the request declares a body over `limit` bytes (a JSON or multipart body). */
export function refuseDeclaredOverLimit(request: Request, limit: number): void {
  if (declaredOverLimit(request.headers.get('content-length'), limit)) fail('BODY_TOO_LARGE');
}

/**
 * The body as text, refused with 413 beyond `limit` bytes: by its declared length before reading,
 * and by what arrives (a client may declare nothing, or lie).
 */
export async function readBodyText(request: Request, limit = MAX_JSON_BODY_BYTES): Promise<string> {
  refuseDeclaredOverLimit(request, limit);
  let text: string;
  try {
    text = await request.text();
  } catch {
    fail('INVALID_BODY');
  }
  // UTF-16 length is at most the byte count, so only a long text needs the exact count.
  if (text.length > limit || (text.length > limit / 3 && new TextEncoder().encode(text).length > limit))
    fail('BODY_TOO_LARGE');
  return text;
}

export async function readBody<S extends AnySchema>(request: Request, schema: S): Promise<v.InferOutput<S>> {
  let json: unknown;
  try {
    const text = await readBodyText(request);
    // No body at all, where the contract makes it optional (the schema takes undefined).
    if (text.trim() === '') {
      const none = await v.safeParseAsync(schema, undefined);
      if (none.success) return none.output;
    }
    json = JSON.parse(text);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    fail('INVALID_BODY');
  }
  // Before any schema walks it: a 10 000-deep tree would overflow the stack, and "1e999" reads as
  // Infinity, which no field may hold.
  if (jsonShapeProblem(json) !== null) fail('INVALID_BODY');
  const result = await v.safeParseAsync(schema, json);
  if (!result.success)
    failValidation(result.issues.map((i) => ({ field: fieldPath(i), code: issueCode(i) })));
  return result.output;
}
