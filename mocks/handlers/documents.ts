// A courier's documents at their own URL (issue 27, item 7): staff and the owner only.
import { fail } from '@/domain/api-errors';
import { fileReply, handle, idParam } from '../handle';
import { http } from '../http';
import { findDocument, fromBase64 } from '../services/documents';
import type { AuthUser } from '../auth';

/**
 * The document, for staff or its owner. Anyone else gets 403 whether or not the id exists, so the
 * ids of other couriers' documents cannot be probed; staff learn that an id is unknown (404).
 */
function readable(documentId: unknown, auth: AuthUser) {
  const id = idParam(documentId, 'DOCUMENT_NOT_FOUND');
  const doc = findDocument(id);
  const staff = auth.user.roles.includes('Admin');
  if (!staff && doc?.ownerId !== auth.user.userId) fail('FORBIDDEN_ROLE');
  if (!doc) fail('DOCUMENT_NOT_FOUND');
  return doc;
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
