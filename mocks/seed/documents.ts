// The seeded applications' documents (demo/documents.ts), stored as uploads are
// (services/documents.ts): one record each in `documents`, read at its own URL.
import { DEMO_DOCUMENT_PNGS } from '../../demo/documents';
import type { DocumentKind } from '../../demo/users';
import { fromBase64, storeDocument } from '../services/documents';

/** Stores the seeded files of `kinds` for a courier; the profile's document ids. */
export async function seedDocumentsOf(
  ownerId: number,
  kinds: readonly DocumentKind[],
): Promise<Partial<Record<DocumentKind, number>>> {
  const ids: Partial<Record<DocumentKind, number>> = {};
  for (const kind of kinds)
    ids[kind] = await storeDocument(
      ownerId,
      kind,
      new Blob([fromBase64(DEMO_DOCUMENT_PNGS[kind])], { type: 'image/png' }),
    );
  return ids;
}
