// An operation's answer before it is put in the envelope, the same for both servers' wrappers
// (mocks/handle.ts, server/handle.ts): its status, its data, an optional message, or a whole
// Response for what is not JSON (a document's file).
import type { InfoMessage } from './api-errors';

export interface Reply {
  status: number;
  data: unknown;
  message?: InfoMessage;
  /** An answer that is not the JSON envelope (a document's file), sent as it is. */
  response?: Response;
}

export const ok = (data: unknown, message?: InfoMessage): Reply => ({ status: 200, data, message });
export const created = (data: unknown, message?: InfoMessage): Reply => ({ status: 201, data, message });

/**
 * A file as the answer (getDocument, getDocumentThumbnail), with its content type and
 * `Cache-Control: private, no-store` (openapi.yaml): kept out of shared caches.
 */
export const fileReply = (bytes: Uint8Array<ArrayBuffer>, contentType: string): Reply => ({
  status: 200,
  data: null,
  response: new Response(bytes, {
    status: 200,
    headers: { 'content-type': contentType, 'cache-control': 'private, no-store' },
  }),
});

/**
 * A CSV file as the answer (exportAdminShipments): `text/csv; charset=utf-8`, to be saved as
 * `fileName` (`Content-Disposition: attachment`), never cached. The body is the whole text (the
 * emulated server) or a stream the real server writes as it reads.
 */
export const csvReply = (fileName: string, body: string | ReadableStream<Uint8Array>): Reply => ({
  status: 200,
  data: null,
  response: new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
    },
  }),
});
