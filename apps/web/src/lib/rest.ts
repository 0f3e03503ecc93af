import { MESSAGES, isErrorCode, type ErrorCode } from '@redhope/domain';
import { session, toastConnectionFailed } from './session';
import { API_BASE } from './urls';

export { API_BASE };

/** SPEC section 8 "No server response"; the trailing space is part of the product's text. */
export const CONNECTION_FAILED_MESSAGE = MESSAGES.connectionFailed;

/** Status used on an ApiError when the server never answered (network down, CORS, DNS...). */
export const NO_RESPONSE_STATUS = 0;

/** The server wraps every REST answer in this envelope. */
export interface ApiEnvelope<T> {
  statusCode: number;
  data: T;
  message: string;
  success: boolean;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP-like status from the envelope (402 "already exists", 403 "incomplete profile", ...), or 0 without a response. */
    readonly statusCode: number,
    message: string,
    /** The server's error code (envelope `data.code`), when it sent one. */
    readonly code?: ErrorCode,
    /** Per-field validation messages (envelope `data.fields`), shown next to form fields. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Undefined and null values are left out of the query string. */
  query?: Record<string, QueryValue>;
  /** A FormData body is sent as multipart; anything else as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Headers of the call (an Idempotency-Key); the JSON ones are set here. */
  headers?: Record<string, string>;
  /**
   * On a 401, refresh the session once and retry (default). Calls that start a session (login,
   * register) turn it off: their failures are answers, not expired sessions.
   */
  renewSession?: boolean;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value && 'statusCode' in value;
}

function errorDetails(data: unknown): { code?: ErrorCode; fields?: Record<string, string> } {
  if (typeof data !== 'object' || data === null) return {};
  const { code, fields } = data as { code?: unknown; fields?: unknown };
  return {
    code: isErrorCode(code) ? code : undefined,
    fields: typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined,
  };
}

/**
 * Calls `/api/v1{path}` with the session cookies and returns the envelope's `data`.
 * A 401 goes through the shared session keeper: one refresh for all callers, then one retry.
 * Throws ApiError(statusCode, message, code, fields) when the server reports a failure; when no
 * response arrives at all it also shows the "Connection with server failed " toast (once per burst).
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, renewSession = true, headers } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { ...headers, Accept: 'application/json', ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}) },
    signal,
  };
  if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);

  const url = apiUrl(path, query);
  const send = async (): Promise<Response> => {
    try {
      return await fetch(url, init);
    } catch (error) {
      // A caller that cancels its own request needs no toast. (Asked of the signal, not of the
      // error's class: an AbortError may come from another realm's DOMException.)
      if (signal?.aborted) throw error;
      toastConnectionFailed();
      throw new ApiError(NO_RESPONSE_STATUS, CONNECTION_FAILED_MESSAGE);
    }
  };

  const seenGeneration = session.generation;
  let response = await send();
  if (response.status === 401 && renewSession && (await session.renew(seenGeneration))) {
    response = await send();
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    // Not JSON: a proxy error page, an empty body...
    throw new ApiError(response.status, response.statusText || 'Unexpected response from server');
  }

  if (!isEnvelope(payload)) {
    throw new ApiError(response.status, 'Unexpected response from server');
  }
  if (!response.ok || !payload.success) {
    const { code, fields } = errorDetails(payload.data);
    throw new ApiError(payload.statusCode || response.status, payload.message, code, fields);
  }
  return payload.data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};
