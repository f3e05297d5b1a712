// Reading a request body over plain HTTP without buffering more than the contract allows
// (issue 14: the emulated API's server read a body of any size into memory).
import { Buffer } from 'node:buffer';

export class BodyTooLarge extends Error {
  constructor() {
    super('request body too large');
  }
}

/** The byte limit of a request by its content type: multipart carries the courier's documents. */
export function bodyLimitFor(contentType, limits) {
  return /^multipart\/form-data/i.test(contentType ?? '') ? limits.multipart : limits.json;
}

/**
 * The body of `req`, at most `limit` bytes: refused at once when its Content-Length says more,
 * and as soon as more arrives when it declares nothing (chunked) or lies.
 */
export async function readLimitedBody(req, limit) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** 413 in the contract's error envelope; the connection closes, so the rest is never read. */
export function sendTooLarge(req, res) {
  const body = JSON.stringify({ success: false, code: 'BODY_TOO_LARGE', desc: 'Gönderilen veri çok büyük.' });
  res.shouldKeepAlive = false;
  res.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  res.end(body, () => req.destroy());
}
