// docs/errors-and-messages.md as a pure mapping from a failed call to what the user is told.
import type { components } from './schema';
import { apiMessages, apiTitles } from './messages';

type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
type InfoMessage = components['schemas']['InfoMessage'];

type Severity = 'danger' | 'warning' | 'info';

export interface UserMessage {
  severity: Severity;
  title: string;
  text: string;
  /** What acknowledging the message should do. */
  action?: 'login' | 'session-ended' | 'not-found';
  /** Raw error data, shown under "other codes" (docs/errors-and-messages.md). */
  detail?: string;
}

/**
 * Which call failed, for the rows of docs/errors-and-messages.md that depend on it:
 * - `request`: any call through the shared helpers (the HTTP status rows);
 * - `result`: a generic non-200 result ("400" or "Genel Hata");
 * - `lookup`: city/county/district/parameter lookups (the server's message object);
 * - `login`, `login-exception`, `verify`, `create-shipment`: the sign-in and creation flows;
 * - `network`: fetch itself failed (offline, DNS, CORS).
 */
export type ApiErrorKind =
  'request' | 'result' | 'lookup' | 'login' | 'login-exception' | 'verify' | 'create-shipment' | 'network';

export interface FailedCall {
  /** HTTP status; 0 when no answer came. */
  status: number;
  /** The parsed body (an error envelope when the server follows the contract). */
  body?: unknown;
  kind?: ApiErrorKind;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function envelopeOf(body: unknown): Partial<ErrorEnvelope> {
  return isRecord(body) ? (body as Partial<ErrorEnvelope>) : {};
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function rawDetail(body: unknown): string | undefined {
  if (body === undefined || body === null || body === '') return undefined;
  return typeof body === 'string' ? body : JSON.stringify(body);
}

const severityOfInfoType: Record<string, Severity> = {
  Danger: 'danger',
  Warning: 'warning',
  Info: 'info',
  Success: 'info',
};

function fromInfoMessage(message: InfoMessage, fallbackTitle: string): UserMessage {
  return {
    severity: severityOfInfoType[message.infoType ?? ''] ?? 'danger',
    title: nonEmpty(message.text1) ?? fallbackTitle,
    text: nonEmpty(message.text2) ?? nonEmpty(message.error) ?? apiMessages.unexpectedRetry,
  };
}

const titleOfSeverity: Record<Severity, string> = {
  danger: apiTitles.error,
  warning: apiTitles.warning,
  info: apiTitles.info,
};

function known(severity: Severity, text: string, action?: UserMessage['action']): UserMessage {
  return { severity, title: titleOfSeverity[severity], text, ...(action ? { action } : {}) };
}

/** Calls made while signing in: a 401 there is a refusal to tell, not a reason to sign in. */
const signingIn: readonly ApiErrorKind[] = ['login', 'verify'];

/**
 * A refusal the server explained (it sent a `desc`): the desc is the message, titled by its
 * severity ("Hata", "Uyarı"). The status code and "Beklenmedik bir hata oluştu" are for the
 * unexpected rows only (docs/errors-and-messages.md "Other codes", the flows' non-200 rows, exceptions): a wrong
 * password is not unexpected. Undefined when the answer is not such a refusal.
 */
function explainedRefusal(
  status: number,
  desc: string | undefined,
  kind: ApiErrorKind,
): UserMessage | undefined {
  if (!desc) return undefined;
  // docs/errors-and-messages.md: "HTTP 400 with data: danger message with the server's desc text".
  if (status === 400) return known('danger', desc);
  // docs/errors-and-messages.md: "HTTP 401: dialog with the server desc"; outside sign-in it asks to sign in.
  if (status === 401)
    return signingIn.includes(kind)
      ? known('warning', desc)
      : { severity: 'warning', title: apiTitles.loginRequired, text: desc, action: 'login' };
  // A 403 reaching the user already went through the silent refresh and one retry (or came from
  // /auth/*, which is never retried): a role or account state the server names (awaiting approval).
  if (status === 403) return known('warning', desc);
  // Conflicts are not in docs/errors-and-messages.md: the contract gives them a Turkish desc (the tender
  // closed, the offer is no longer active, the status changed), which says more than the raw JSON.
  if (status === 409 || status === 422) return known('warning', desc);
  // Too many tries (the account is locked for a while): the desc says when to try again.
  if (status === 429) return known('warning', desc);
  return undefined;
}

export function describeApiError({ status, body, kind = 'request' }: FailedCall): UserMessage {
  const envelope = envelopeOf(body);
  const desc = nonEmpty(envelope.desc);

  if (kind === 'login-exception') {
    return { severity: 'danger', title: apiTitles.exception, text: apiMessages.unexpected };
  }
  if (kind === 'network' || status === 0) {
    return { severity: 'danger', title: apiTitles.connection, text: apiMessages.networkFailure };
  }
  if (kind === 'lookup' && envelope.message) return fromInfoMessage(envelope.message, String(status));
  if (kind !== 'result') {
    const refusal = explainedRefusal(status, desc, kind);
    if (refusal) return refusal;
  }
  switch (kind) {
    case 'login':
      return { severity: 'warning', title: String(status), text: apiMessages.unexpected };
    case 'verify':
    case 'create-shipment':
      return { severity: 'danger', title: String(status), text: apiMessages.errorRetry };
    case 'result':
      return {
        severity: 'danger',
        title: status === 400 ? '400' : apiTitles.generalError,
        text: apiMessages.unexpectedRetry,
      };
  }

  if (status === 404) {
    if (nonEmpty(envelope.code)) {
      const text =
        desc ?? (envelope.code === 'NOT_IN_TENDER' ? apiMessages.notInTender : apiMessages.notFoundPage);
      return { severity: 'warning', title: apiTitles.notFound, text };
    }
    return {
      severity: 'warning',
      title: apiTitles.notFound,
      text: apiMessages.notFoundPage,
      action: 'not-found',
    };
  }
  if (status === 498) {
    return {
      severity: 'warning',
      title: apiTitles.sessionEnded,
      text: apiMessages.sessionEnded,
      action: 'session-ended',
    };
  }
  if (status === 401) {
    return {
      severity: 'warning',
      title: apiTitles.loginRequired,
      text: apiMessages.loginRequired,
      action: 'login',
    };
  }

  const detail = rawDetail(body);
  return {
    severity: 'danger',
    title: String(status),
    text: apiMessages.unexpectedRetry,
    ...(detail ? { detail } : {}),
  };
}

/** A failed call, thrown by `unwrap`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly desc: string;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const envelope = envelopeOf(body);
    const code = nonEmpty(envelope.code) ?? `HTTP_${status}`;
    const desc = nonEmpty(envelope.desc) ?? '';
    super(desc || `${code} (HTTP ${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.desc = desc;
    this.body = body;
  }
}

/** Fetch rejects with a TypeError when no answer came (offline, DNS, CORS). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** What to tell the user about anything a call threw (ApiError, network failure or a bug). */
export function describeThrown(error: unknown, kind: ApiErrorKind = 'request'): UserMessage {
  if (error instanceof ApiError) return describeApiError({ status: error.status, body: error.body, kind });
  if (kind === 'login' || kind === 'login-exception') {
    // docs/errors-and-messages.md "Exception during login" comes first; with no network the reason follows on its own line.
    const message = describeApiError({ status: 0, kind: 'login-exception' });
    if (!isNetworkError(error)) return message;
    return { ...message, text: `${message.text}\n${apiMessages.networkFailure}` };
  }
  if (isNetworkError(error)) return describeApiError({ status: 0, kind: 'network' });
  return { severity: 'danger', title: apiTitles.error, text: apiMessages.unexpectedRetry };
}

interface FetchResultLike<T> {
  data?: { success?: boolean; data: T; message?: unknown };
  error?: unknown;
  response: Response;
}

/** The envelope's `data` of a successful openapi-fetch result; otherwise throws ApiError. */
export function unwrap<T>(result: FetchResultLike<T>): T {
  const { data, error, response } = result;
  if (response.ok && data !== undefined && 'data' in data) return data.data;
  throw new ApiError(response.status, error ?? data);
}
