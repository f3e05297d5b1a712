// The courier's profile and their documents on the wire (issues 27 and 32), written once for both
// servers: each maps its own records (the emulated server's memory, the real server's rows) to the
// plain facts below, and these say what CourierProfile and DocumentRef look like and who may read a
// document's file.
import type { components } from '@/api/schema';
import { fail } from './api-errors';

type Schemas = components['schemas'];
export type DocumentRef = Schemas['DocumentRef'];
export type DocumentKind = DocumentRef['kind'];
export type DocumentContentType = DocumentRef['contentType'];
export type CourierProfile = Schemas['CourierProfile'];

/** The thumbnail's longer side and its largest size (openapi.yaml getDocumentThumbnail). */
export const THUMBNAIL_MAX_PX = 160;
export const THUMBNAIL_MAX_BYTES = 16 * 1024;

/**
 * The thumbnail every runtime can make at upload: the file itself when it is at most
 * THUMBNAIL_MAX_BYTES; null otherwise (a runtime that can draw images, the browser, then makes a
 * smaller JPEG; a server without an image library keeps none and the screen shows an icon).
 */
export function ownThumbnail<B extends { length: number }, T extends DocumentContentType>(
  bytes: B,
  type: T,
): { bytes: B; type: T } | null {
  return bytes.length <= THUMBNAIL_MAX_BYTES ? { bytes, type } : null;
}

/** What a DocumentRef says of a stored document (never its bytes). */
export interface DocumentFacts {
  documentId: number;
  kind: DocumentKind;
  contentType: DocumentContentType;
  /** Bytes of the file. */
  size: number;
  /** Whether a thumbnail was made at upload. */
  hasThumbnail: boolean;
}

/** Where a document's file is read (getDocument), on the API's origin. */
export const documentUrl = (documentId: number): string => `/api/v1/documents/${documentId}`;

/** What lists and profiles show of a document: where the file and its thumbnail are. */
export function documentRef(doc: DocumentFacts | null | undefined): DocumentRef | null {
  if (!doc) return null;
  const url = documentUrl(doc.documentId);
  return {
    id: doc.documentId,
    kind: doc.kind,
    url,
    ...(doc.hasThumbnail ? { thumbnailUrl: `${url}/thumbnail` } : {}),
    contentType: doc.contentType,
    size: doc.size,
  };
}

/** The courier card's photo (CourierSummary.photo): the photo's thumbnail inline, or null. */
export const photoDataUrl = (
  thumbnail: { type: DocumentContentType; base64: string } | null | undefined,
): string | null => (thumbnail ? `data:${thumbnail.type};base64,${thumbnail.base64}` : null);

/**
 * A document's file for staff (Admin) or its owner. Anyone else gets 403 FORBIDDEN_ROLE whether or
 * not the id exists, so the ids of other couriers' documents cannot be probed; staff learn that an
 * id is unknown (404 DOCUMENT_NOT_FOUND).
 */
export function readableDocument<D extends { ownerId: number }>(
  doc: D | undefined,
  caller: { userId: number; roles: readonly string[] },
): D {
  const staff = caller.roles.includes('Admin');
  if (!staff && doc?.ownerId !== caller.userId) fail('FORBIDDEN_ROLE');
  if (!doc) fail('DOCUMENT_NOT_FOUND');
  return doc;
}

/** The account's side of a courier profile. */
export interface ProfileUserFacts {
  userId: number;
  name: string;
  surname: string;
  phone: string;
  email?: string | null;
  status: CourierProfile['status'];
  /** Epoch ms. */
  createdAt: number;
}

/** The courier's own side (null for an account without a courier profile). */
export interface ProfileCourierFacts {
  identityNumber: string;
  workingType: CourierProfile['workingType'];
  isAcceptedKVKK: boolean;
  address?: CourierProfile['address'] | null;
  iban?: string | null;
  isOpenToWork: boolean;
  rejectReason?: string | null;
}

export type ProfileDocuments = Partial<Record<DocumentKind, DocumentFacts | null>>;

/** THE serializer of CourierProfile (getCourierProfile and every write that answers with it). */
export function courierProfileWire(
  user: ProfileUserFacts,
  courier: ProfileCourierFacts | null,
  documents: ProfileDocuments,
): CourierProfile {
  return {
    userId: user.userId,
    name: user.name,
    surname: user.surname,
    identityNumber: courier?.identityNumber ?? '',
    workingType: courier?.workingType ?? 1,
    isAcceptedKVKK: courier?.isAcceptedKVKK ?? false,
    phone: user.phone,
    ...(user.email ? { email: user.email } : {}),
    photo: documentRef(documents.photo),
    ...(courier?.address ? { address: courier.address } : {}),
    ...(courier?.iban ? { iban: courier.iban } : {}),
    drivingLicense: documentRef(documents.drivingLicense),
    criminalRecordCertificate: documentRef(documents.criminalRecordCertificate),
    taxCertificate: documentRef(documents.taxCertificate),
    isOpenToWork: courier?.isOpenToWork ?? false,
    status: user.status,
    rejectReason: courier?.rejectReason ?? null,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}
