// The bounds every input has, one source for the UI, the emulated server and openapi.yaml
// (issue 14): a real backend built from the contract must refuse what the app never sends.
// Pure: valibot only, no React, no app imports.
import * as v from 'valibot';
import { normalizeText, PROSE_KINDS, textLength, textProblem } from './text';

/** The largest amount of money anywhere (a bid, a declared value, a wallet movement): 1.000.000,00 ₺. */
export const MONEY_MAX = 1_000_000;

/** Deliveries per shipment: real routing providers take about 25 waypoints, pickup included. */
export const MAX_DELIVERIES = 20;

/** The largest id a client may send (a 32-bit signed integer, as most databases store them). */
export const ID_MAX = 2 ** 31 - 1;

/** A JSON request body above this many bytes is refused with 413 before it is read. */
export const MAX_JSON_BODY_BYTES = 1_000_000;

/** A multipart body (courier documents: four images of at most 5 MB, and the fields). */
export const MAX_MULTIPART_BODY_BYTES = 21_000_000;

/**
 * Whether a request's declared Content-Length is over `limit` bytes: refused (413 BODY_TOO_LARGE)
 * before a byte of the body is read. No header, or one that is not a number, declares nothing (the
 * body is then counted as it arrives).
 */
export function declaredOverLimit(contentLength: string | null, limit: number): boolean {
  const declared = Number(contentLength);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * Nesting of any JSON body: deeper is refused before any schema walks it (no stack overflow).
 * A dynamic page of PAGE_TREE.maxDepth levels is twice as deep in JSON (an element, then its
 * contentList), plus the page around it.
 */
export const MAX_JSON_DEPTH = 100;

/** Dynamic page trees (docs/data-model.md "dynamic page element"). */
export const PAGE_TREE = { maxDepth: 32, maxNodes: 2000, maxProps: 50, maxText: 10_000 } as const;

/** Maximum characters of each kind of text. */
export const TEXT_MAX = {
  /** Names and surnames. */
  name: 50,
  /** Titles: an address title, a package name, a help or notification title. */
  title: 100,
  /** One part of an address: street, door, block, floor, apartment, building name. */
  addressPart: 100,
  /** The full (open) address. */
  fullAddress: 500,
  /** Directions for the courier ("Zile basmayın"). */
  addressDescription: 250,
  /** A note on a delivery. */
  note: 500,
  /** A reason given by staff (reject, suspend). */
  reason: 500,
  /** A short description (package, wallet movement). */
  description: 1000,
  /** A feedback message, a notification body. */
  message: 2000,
  /** A help answer. */
  helpBody: 10_000,
  /** Phone numbers as typed ("+90 (532) 111-22-33"). */
  phone: 20,
  /** E-mail (RFC 5321 path limit). */
  email: 254,
  password: 128,
  /** SMS codes. */
  code: 10,
  /** Codes chosen by staff: a product code, a page code. */
  code64: 64,
  /** An IBAN as pasted: 34 characters at most, with a space every four. */
  iban: 42,
  /** Day strings (2026-11-24). */
  date: 10,
} as const;

export type TextKind = keyof typeof TEXT_MAX;

// ---------------------------------------------------------------------------------------------
// Valibot pieces. Messages are catalogue codes (validation-messages.ts), so the server's
// errors[].code and the UI's text agree.

/** A finite amount of lira with at most two decimals, 0 ≤ x ≤ MONEY_MAX. */
export function moneySchema(requiredCode = 'FIELD_REQUIRED') {
  return v.pipe(
    v.number(requiredCode),
    v.finite('FIELD_INVALID'),
    v.minValue(0, 'FIELD_INVALID'),
    v.maxValue(MONEY_MAX, 'MONEY_TOO_LARGE'),
    v.check(hasAtMostTwoDecimals, 'MONEY_TOO_PRECISE'),
  );
}

/**
 * Whether an amount is exactly a whole number of kuruş (issue 27): the number a JSON text such as
 * "2500.5" or "0.29" reads as, and nothing else. No tolerance: 0.000000001 and 100.000000001 are
 * refused, not rounded to 0 and 100. Exact because k / 100 is the double nearest to k kuruş, the
 * one the decimal text reads as (0.29 × 100 is 28.999999999999996, rounded back to 29 kuruş).
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.round(value * 100) / 100 === value;
}

/** An amount in lira (a whole number of kuruş) as integer kuruş: money is summed this way. */
export function toKurus(lira: number): number {
  return Math.round(lira * 100);
}

/** Integer kuruş back to lira, the number the contract carries (`12345` → 123.45). */
export function fromKurus(kurus: number): number {
  return kurus / 100;
}

/** The exact sum of amounts of lira, added as integer kuruş (never as floats). */
export function sumMoney(amounts: Iterable<number>): number {
  let kurus = 0;
  for (const a of amounts) kurus += toKurus(a);
  return fromKurus(kurus);
}

/** Whether an amount is one the app accepts anywhere (see moneySchema). */
export function isMoneyInRange(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= MONEY_MAX && hasAtMostTwoDecimals(value);
}

export const latitudeSchema = v.pipe(
  v.number('COORDINATES_INVALID'),
  v.finite('COORDINATES_INVALID'),
  v.minValue(-90, 'COORDINATES_INVALID'),
  v.maxValue(90, 'COORDINATES_INVALID'),
);
export const longitudeSchema = v.pipe(
  v.number('COORDINATES_INVALID'),
  v.finite('COORDINATES_INVALID'),
  v.minValue(-180, 'COORDINATES_INVALID'),
  v.maxValue(180, 'COORDINATES_INVALID'),
);
export const coordinateSchema = v.object({ lat: latitudeSchema, long: longitudeSchema });

/** Whether a position is on Earth (and finite). */
export function isValidCoordinate(c: { lat?: unknown; long?: unknown } | null | undefined): boolean {
  return v.is(coordinateSchema, c);
}

/** A string of at most `TEXT_MAX[kind]` characters. */
export function textSchema(kind: TextKind, requiredCode = 'FIELD_REQUIRED') {
  return v.pipe(
    v.string(requiredCode),
    // Text people write is normalised (NFC, trimmed of spaces and invisible characters, text.ts);
    // passwords, codes and the like stay as typed.
    v.transform((s: string) => (PROSE_KINDS.has(kind) ? normalizeText(s) : s)),
    v.check((s) => textLength(s) <= TEXT_MAX[kind], 'TEXT_TOO_LONG'),
    v.check((s) => textProblem(s, kind) === null, 'TEXT_INVALID_CHARACTERS'),
  );
}

/**
 * A string of at most `TEXT_MAX[kind]` characters (code points) that is not empty once spaces and
 * invisible characters are trimmed (a reason of only U+200B is no reason), normalised.
 */
export function requiredTextSchema(kind: TextKind, requiredCode = 'FIELD_REQUIRED') {
  return v.pipe(
    v.string(requiredCode),
    v.transform(normalizeText),
    v.check((s) => textLength(s) <= TEXT_MAX[kind], 'TEXT_TOO_LONG'),
    v.check((s) => textProblem(s, kind) === null, 'TEXT_INVALID_CHARACTERS'),
    v.minLength(1, requiredCode),
  );
}

/** A positive integer id a database can hold. */
export function idSchema(requiredCode = 'FIELD_REQUIRED') {
  return v.pipe(
    v.number(requiredCode),
    v.integer('FIELD_INVALID'),
    v.minValue(1, 'FIELD_INVALID'),
    v.maxValue(ID_MAX, 'FIELD_INVALID'),
  );
}

/** An integer in [min, max] (an order, a number of days). */
export function intSchema(
  min: number,
  max: number,
  requiredCode = 'FIELD_REQUIRED',
  invalidCode = 'FIELD_INVALID',
) {
  return v.pipe(
    v.number(requiredCode),
    v.integer(invalidCode),
    v.minValue(min, invalidCode),
    v.maxValue(max, invalidCode),
  );
}

// ---------------------------------------------------------------------------------------------
// Raw JSON checks, before any schema: depth without recursion, and numbers JSON.parse read as
// Infinity ("1e999").

/**
 * Whether a parsed JSON value nests deeper than `maxDepth` or holds a non-finite number.
 * Walks with an explicit stack, so a 10 000-deep body cannot overflow the call stack.
 */
export function jsonShapeProblem(
  value: unknown,
  maxDepth = MAX_JSON_DEPTH,
): 'too-deep' | 'not-finite' | null {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node === 'number' && !Number.isFinite(node)) return 'not-finite';
    if (node === null || typeof node !== 'object') continue;
    if (depth > maxDepth) return 'too-deep';
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return null;
}

/** A dynamic page element as it travels (docs/data-model.md): only what the limits look at. */
interface TreeNode {
  elementType?: unknown;
  propList?: readonly { propName?: unknown; propValue?: unknown }[];
  contentList?: readonly unknown[];
  text?: unknown;
}

/**
 * Whether a dynamic page tree is beyond PAGE_TREE: too deep, too many nodes, too many
 * attributes on one node, or a text or attribute value too long. Iterative, and a node met twice
 * (a cycle built in memory) counts as too many.
 */
export function pageTreeProblem(tree: unknown): 'too-deep' | 'too-many-nodes' | 'too-long' | null {
  const seen = new Set<unknown>();
  const stack: [unknown, number][] = [[tree, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > PAGE_TREE.maxDepth) return 'too-deep';
    if (seen.has(node) || seen.size >= PAGE_TREE.maxNodes) return 'too-many-nodes';
    seen.add(node);
    const { elementType, propList, contentList, text } = node as TreeNode;
    if (typeof text === 'string' && text.length > PAGE_TREE.maxText) return 'too-long';
    if (typeof elementType === 'string' && elementType.length > TEXT_MAX.code64) return 'too-long';
    if (Array.isArray(propList)) {
      if (propList.length > PAGE_TREE.maxProps) return 'too-long';
      for (const p of propList as TreeNode['propList'] & object)
        if (
          (typeof p?.propValue === 'string' && p.propValue.length > PAGE_TREE.maxText) ||
          (typeof p?.propName === 'string' && p.propName.length > TEXT_MAX.code64)
        )
          return 'too-long';
    }
    if (Array.isArray(contentList)) for (const child of contentList) stack.push([child, depth + 1]);
  }
  return null;
}

/** What openapi.yaml allows as an element type and a prop name of a dynamic page. */
export const PAGE_ELEMENT_TYPE = /^[A-Za-z][A-Za-z0-9-]*$/;
export const PAGE_PROP_NAME = /^[A-Za-z_][A-Za-z0-9_:.-]*$/;

/**
 * Whether every element type and prop name of a dynamic page tree has the contract's shape (any
 * name of that shape is stored: the renderer, not the server, decides what is shown). Iterative;
 * call it on a tree `pageTreeProblem` accepted, so its size is already bounded.
 */
export function pageTreeNamesValid(tree: unknown): boolean {
  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const { elementType, propList, contentList } = node as TreeNode;
    if (typeof elementType === 'string' && !PAGE_ELEMENT_TYPE.test(elementType)) return false;
    if (Array.isArray(propList))
      for (const p of propList as TreeNode['propList'] & object)
        if (typeof p?.propName === 'string' && !PAGE_PROP_NAME.test(p.propName)) return false;
    if (Array.isArray(contentList)) stack.push(...contentList);
  }
  return true;
}
