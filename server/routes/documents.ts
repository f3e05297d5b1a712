// The courier's profile (read) and their documents at their own URL (issue 32): the emulated
// server's rules (mocks/handlers/courier.ts, mocks/handlers/documents.ts) on the database; the wire
// shapes and who may read a file are src/domain/courier-profile.ts's.
import { fail } from '@/domain/api-errors';
import { readableDocument } from '@/domain/courier-profile';
import { fileReply } from '@/domain/reply';
import { pathId } from '@/domain/path-id';
import { courierProfile, documentFile, documentOwner } from '../courier/profile';
import { ok, type RequestContext, type Router } from '../handle';

/** The file (or its thumbnail) for staff or its owner; 403 for anyone else, known id or not. */
async function readDocument(
  { db, storage, params, auth }: RequestContext<'user', undefined>,
  thumbnail: boolean,
) {
  // A segment that is no id names no document: answered as an unknown one (403 or 404).
  const documentId = pathId(params.documentId);
  readableDocument(documentId === null ? undefined : await documentOwner(db, documentId), auth.user);
  if (documentId === null) fail('DOCUMENT_NOT_FOUND');
  const file = await documentFile(db, storage, documentId, thumbnail);
  if (!file) fail('DOCUMENT_NOT_FOUND');
  return fileReply(file.bytes, file.type);
}

export function documentRoutes(router: Router): void {
  // Also for a courier who is not approved (pending, rejected, suspended): their own profile.
  router.get('/courier/profile', { roles: ['Courier'], applicants: true }, async ({ db, auth }) =>
    ok(await courierProfile(db, auth.user.userId)),
  );

  router.get('/documents/{documentId}/thumbnail', { applicants: true }, (ctx) => readDocument(ctx, true));
  router.get('/documents/{documentId}', { applicants: true }, (ctx) => readDocument(ctx, false));
}
