import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLarge extends Error {}
export function bodyLimitFor(
  contentType: string | undefined,
  limits: { json: number; multipart: number },
): number;
export function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer>;
export function sendTooLarge(req: IncomingMessage, res: ServerResponse): void;
