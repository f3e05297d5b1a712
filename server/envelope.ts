// The contract's envelope (openapi.yaml components): { success: true, data, message? } and
// { success: false, code, desc, errors?, message? }, the same bytes the emulated server sends.
import { ApiError, errorEnvelope, type InfoMessage } from '@/domain/api-errors';

export function okResponse(data: unknown, status = 200, message?: InfoMessage): Response {
  return Response.json({ success: true, data, ...(message ? { message } : {}) }, { status });
}

export function errorResponse(error: ApiError): Response {
  return Response.json(errorEnvelope(error), { status: error.status, headers: error.headers });
}

export const routeNotFound = () =>
  errorResponse(new ApiError(404, 'ROUTE_NOT_FOUND', 'İstenen adres bulunamadı.'));
