// A small fetch wrapper for the app's own API (same origin, or VITE_API_URL in
// the native shells): JSON in and out, the signed-in user's bearer token, and one error type for failures.
import { activeLanguage } from '@domain/i18n/active';
import { apiErrorMessage, it } from '@domain/i18n/it';
import { LANGUAGE_HEADER } from '@domain/i18n/language';
import { apiUrl } from './api-base';
import { takeEarly } from './early-requests';
import { nextTask } from './scheduling';

export type AccessTokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

let getAccessToken: AccessTokenGetter = () => null;

/** The auth layer registers how to read the current access token (null when signed out). */
export function setAccessTokenGetter(getter: AccessTokenGetter): void {
  getAccessToken = getter;
}

let onTokenRefused: () => void = () => {};

/**
 * The auth layer registers what to do when the API answers 401 to a request
 * that carried the access token: the session may have ended on the server.
 */
export function setTokenRefusedListener(listener: () => void): void {
  onTokenRefused = listener;
}

/** A failed API call: the server's `{ code, message }`, or a client-side code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const API_PREFIXES = ['/rest/v1/', '/functions/v1/', '/storage/v1/'];

export type ApiRequestInit = Omit<RequestInit, 'body'> & {
  /** A plain value is sent as JSON; FormData, Blob and strings are sent as they are. */
  body?: unknown;
  /**
   * false: a public read, the same for everyone, sent at once without the
   * session's token (so it never waits for the session to be read).
   */
  withSession?: boolean;
};

const isRawBody = (body: unknown): body is BodyInit =>
  typeof body === 'string' ||
  body instanceof FormData ||
  body instanceof Blob ||
  body instanceof URLSearchParams ||
  body instanceof ArrayBuffer;

async function readErrorBody(response: Response): Promise<{ code?: unknown; message?: unknown }> {
  try {
    const body: unknown = await response.json();
    // JSON null, a number or a string carries no code and no message.
    return body instanceof Object ? body : {};
  } catch {
    return {};
  }
}

/**
 * A page's reads start together, in one task, and each fetch() costs the
 * main thread a few milliseconds: a restaurant's page sent eleven at once, one
 * long task in which a tap went unanswered (ADR 019). From a timer, each read
 * is a task of its own.
 */
async function readInATaskOfItsOwn(path: string, request: RequestInit): Promise<Response> {
  await nextTask();
  return fetch(apiUrl(path), request);
}

/**
 * `fetchImpl`, saying on each request the language the page is drawn in, as
 * apiFetch does: for the auth client, whose server words its errors and the
 * emails it sends (a sign-up's confirmation, a reset link) in it. Read at each
 * request, not when the client is made: a stored session loads the client
 * before the entry script has activated the page's language.
 */
export function sayingPageLanguage(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(LANGUAGE_HEADER, activeLanguage());
    return fetchImpl(input, { ...init, headers });
  };
}

export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  // Only same-origin API paths: the bearer token must never leave the origin.
  if (!API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
    throw new Error(`apiFetch only calls /rest/v1, /functions/v1 and /storage/v1 paths, got "${path}"`);
  }
  const { body, headers: initHeaders, withSession = true, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  // The server words its error messages in the language the page is drawn in.
  headers.set(LANGUAGE_HEADER, activeLanguage());

  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
  }

  const token = withSession ? await getAccessToken() : null;
  const isSendingToken = Boolean(token) && !headers.has('authorization');
  if (isSendingToken) headers.set('authorization', `Bearer ${token}`);

  let response: Response;
  try {
    const isPlainGet = requestBody === undefined && (rest.method ?? 'GET').toUpperCase() === 'GET';
    const request: RequestInit = { ...rest, headers, body: requestBody, credentials: 'same-origin' };
    response = isPlainGet
      ? ((isSendingToken || !withSession ? await takeEarly(path, token) : null) ?? (await readInATaskOfItsOwn(path, request)))
      : await fetch(apiUrl(path), request);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', it.common.unexpectedError);
  }

  if (!response.ok) {
    if (response.status === 401 && isSendingToken) onTokenRefused();
    const { code, message } = await readErrorBody(response);
    const errorCode = typeof code === 'string' && code !== '' ? code : `http_${response.status}`;
    throw new ApiError(
      response.status,
      errorCode,
      typeof message === 'string' && message !== '' ? message : apiErrorMessage(errorCode),
    );
  }

  // 204 and 205 answers have no body either.
  const text = await response.text();
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'invalid_response', it.common.unexpectedError);
  }
}
