import { describe, expect, it } from 'vitest';
import { ApiError } from './api-errors';
import {
  courierProfileWire,
  documentRef,
  ownThumbnail,
  readableDocument,
  THUMBNAIL_MAX_BYTES,
} from './courier-profile';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.code : String(error);
  }
};

describe('documents on the wire (both servers)', () => {
  it('refers to the file and, when one was made, its thumbnail', () => {
    const facts = { documentId: 12, kind: 'photo', contentType: 'image/png', size: 300 } as const;
    expect(documentRef({ ...facts, hasThumbnail: true })).toEqual({
      id: 12,
      kind: 'photo',
      url: '/api/v1/documents/12',
      thumbnailUrl: '/api/v1/documents/12/thumbnail',
      contentType: 'image/png',
      size: 300,
    });
    expect(documentRef({ ...facts, hasThumbnail: false })).not.toHaveProperty('thumbnailUrl');
    expect(documentRef(null)).toBeNull();
  });

  it('keeps a small file as its own thumbnail, none for a bigger one', () => {
    expect(ownThumbnail(new Uint8Array(THUMBNAIL_MAX_BYTES), 'image/jpeg')?.type).toBe('image/jpeg');
    expect(ownThumbnail(new Uint8Array(THUMBNAIL_MAX_BYTES + 1), 'image/png')).toBeNull();
  });

  it('serves a file to staff and its owner; 403 to anyone else, known id or not; 404 to staff', () => {
    const doc = { ownerId: 4 };
    const courier = (userId: number) => ({ userId, roles: ['Courier'] });
    const admin = { userId: 5, roles: ['Admin'] };
    expect(readableDocument(doc, courier(4))).toBe(doc);
    expect(readableDocument(doc, admin)).toBe(doc);
    expect(codeOf(() => readableDocument(doc, courier(2)))).toBe('FORBIDDEN_ROLE');
    expect(codeOf(() => readableDocument(undefined, courier(2)))).toBe('FORBIDDEN_ROLE');
    expect(codeOf(() => readableDocument(undefined, admin))).toBe('DOCUMENT_NOT_FOUND');
  });

  it('answers an account without a courier profile with the defaults', () => {
    const user = {
      userId: 9,
      name: 'A',
      surname: 'B',
      phone: '05321112233',
      status: 1,
      createdAt: 0,
    } as const;
    expect(courierProfileWire(user, null, {})).toEqual({
      userId: 9,
      name: 'A',
      surname: 'B',
      identityNumber: '',
      workingType: 1,
      isAcceptedKVKK: false,
      phone: '05321112233',
      photo: null,
      drivingLicense: null,
      criminalRecordCertificate: null,
      taxCertificate: null,
      isOpenToWork: false,
      status: 1,
      rejectReason: null,
      createdAt: '1970-01-01T00:00:00.000Z',
    });
  });
});
