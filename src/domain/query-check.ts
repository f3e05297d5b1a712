// Query parameters checked against openapi.yaml (issue 27), by both servers: each operation's
// declared parameters (src/domain/query-parameters.gen.json, generated from the contract by
// `npm run gen:api`). Outside the declared type, bounds, length, pattern, format or enum: 400
// VALIDATION_FAILED with errors[] naming the parameter. An empty value counts as absent (the
// handlers read it so); a name the operation does not declare is ignored; whether a required one
// is there is the handler's (it says why in its own code).
import type { QueryParameter, QueryRule } from '../../scripts/gen-query-params.mjs';
import { failValidation } from './api-errors';
import declared from './query-parameters.gen.json';

export type { QueryParameter };

const contract = declared as Record<string, QueryParameter[]>;

/** The contract's query parameters of `METHOD /path` (the path as openapi.yaml writes it). */
export function declaredQuery(method: string, path: string): QueryParameter[] | undefined {
  return contract[`${method.toUpperCase()} ${path}`];
}

const INTEGER = /^-?\d{1,16}$/;
const DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDay(raw: string): boolean {
  const m = DAY.exec(raw);
  if (!m) return false;
  const d = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === raw;
}

/** The catalogue code of what is wrong with one value, or null. */
function problemOf(raw: string, rule: QueryRule): string | null {
  switch (rule.type) {
    case 'integer':
    case 'number': {
      if (!(rule.type === 'integer' ? INTEGER : DECIMAL).test(raw)) return 'FIELD_INVALID';
      const n = Number(raw);
      if (!Number.isFinite(n) || (rule.type === 'integer' && !Number.isSafeInteger(n)))
        return 'FIELD_INVALID';
      if (rule.minimum !== undefined && n < rule.minimum) return 'FIELD_INVALID';
      if (rule.maximum !== undefined && n > rule.maximum) return 'FIELD_INVALID';
      if (rule.enum && !rule.enum.includes(n)) return 'FIELD_INVALID';
      return null;
    }
    case 'boolean':
      return raw === 'true' || raw === 'false' ? null : 'FIELD_INVALID';
    default: {
      // Strings: lengths in code points, as JSON Schema counts them.
      const length = [...raw].length;
      if (rule.maxLength !== undefined && length > rule.maxLength) return 'TEXT_TOO_LONG';
      if (rule.minLength !== undefined && length < rule.minLength) return 'FIELD_INVALID';
      if (rule.enum && !rule.enum.includes(raw)) return 'FIELD_INVALID';
      if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(raw)) return 'FIELD_INVALID';
      if (rule.format === 'date' && !isDay(raw)) return 'FIELD_INVALID';
      if (rule.format === 'date-time' && (!isDay(raw.slice(0, 10)) || Number.isNaN(Date.parse(raw))))
        return 'FIELD_INVALID';
      return null;
    }
  }
}

/** The problems of one parameter's values (every occurrence; an array's items and count). */
function parameterProblem(values: string[], rule: QueryRule): string | null {
  if (rule.type === 'array') {
    if (rule.maxItems !== undefined && values.length > rule.maxItems) return 'FIELD_INVALID';
    if (rule.uniqueItems && new Set(values).size !== values.length) return 'FIELD_INVALID';
    for (const value of values) {
      const problem = problemOf(value, rule.items ?? {});
      if (problem) return problem;
    }
    return null;
  }
  for (const value of values) {
    const problem = problemOf(value, rule);
    if (problem) return problem;
  }
  return null;
}

/** 400 VALIDATION_FAILED naming each declared query parameter that is out of bounds. */
export function checkQueryParameters(parameters: readonly QueryParameter[], query: URLSearchParams): void {
  const errors: { field: string; code: string }[] = [];
  for (const { name, schema } of parameters) {
    const values = query.getAll(name).filter((v) => v !== '');
    if (values.length === 0) continue;
    const problem = parameterProblem(values, schema);
    if (problem) errors.push({ field: name, code: problem });
  }
  if (errors.length > 0) failValidation(errors);
}
