// A courier's document at its own URL (issue 27, item 7): read with the session (the API client
// sends the bearer token, which an <img src> cannot), shown as a data: URL (the
// Content-Security-Policy allows data: images, not blob:).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { components } from '@/api/schema';
import { readAsDataUrl } from '@/ui/data-url';

export type DocumentRef = components['schemas']['DocumentRef'];
export type DocumentVariant = 'thumbnail' | 'full';

async function readDocument(documentId: number, variant: DocumentVariant): Promise<string> {
  const params = { path: { documentId } };
  const { data, error, response } =
    variant === 'thumbnail'
      ? await api.GET('/documents/{documentId}/thumbnail', { params, parseAs: 'blob' })
      : await api.GET('/documents/{documentId}', { params, parseAs: 'blob' });
  if (!response.ok || !(data instanceof Blob)) throw new ApiError(response.status, error);
  return readAsDataUrl(data);
}

const documentKeys = {
  all: ['documents'] as const,
  image: (documentId: number, variant: DocumentVariant) => ['documents', documentId, variant] as const,
};

function documentImageQueryOptions(documentId: number, variant: DocumentVariant) {
  return queryOptions({
    queryKey: documentKeys.image(documentId, variant),
    queryFn: () => readDocument(documentId, variant),
    // An id names one file for good (a new upload is a new document).
    staleTime: Infinity,
    // A full-size file (up to 5 MB) is not kept once its dialog is closed.
    gcTime: variant === 'full' ? 30_000 : 5 * 60_000,
    retry: false,
  });
}

export function useDocumentImage(documentId: number, variant: DocumentVariant, enabled = true) {
  return useQuery({ ...documentImageQueryOptions(documentId, variant), enabled });
}
