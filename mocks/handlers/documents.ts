// A courier's documents at their own URL (issue 27, item 7): staff and the owner only.
import { fail } from '@/domain/api-errors';
import { readableDocument } from '@/domain/courier-profile';
import { fileReply } from '@/domain/reply';
import { pathId } from '@/domain/path-id';
import { handle } from '../handle';
import { http } from '../http';
import { findDocument, fromBase64 } from '../services/documents';
import type { AuthUser } from '../auth';

/** The document, for staff or its owner (src/domain/courier-profile.ts readableDocument). */
function readable(documentId: unknown, auth: AuthUser) {
  // A segment that is no id names no document: answered as an unknown one (403 or 404).
  const id = pathId(documentId);
  return readableDocument(id === null ? undefined : findDocument(id), auth.user);
}

export const documentHandlers = [
  http.get(
    '/documents/{documentId}/thumbnail',
    handle({ applicants: true }, ({ params, auth }) => {
      const doc = readable(params.documentId, auth);
      if (!doc.thumbnail || !doc.thumbnailType) fail('DOCUMENT_NOT_FOUND');
      return fileReply(fromBase64(doc.thumbnail), doc.thumbnailType);
    }),
  ),

  http.get(
    '/documents/{documentId}',
    handle({ applicants: true }, ({ params, auth }) => {
      const doc = readable(params.documentId, auth);
      return fileReply(fromBase64(doc.data), doc.contentType);
    }),
  ),
];
