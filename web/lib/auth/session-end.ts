// A session ended by the server while this device still holds its tokens: a
// sign-out everywhere, or a password reset, on another device; or its user
// suspended by a moderator. The access token stays unexpired for up to an
// hour, so nothing local notices; the data API refuses it (401) and the auth
// server names the cause: GET /user answers 403 session_not_found (or
// user_banned), a refresh 400 refresh_token_not_found or session_not_found
// (the session's tokens went with it), or user_banned. The auth client's fetch
// goes through here, so those answers are seen before auth-js acts on them:
// auth-js itself drops the session on some (firing SIGNED_OUT), on others it
// keeps it, and the local sign-out scheduled here removes it in every case. The
// session provider (session.tsx) then tells the user, once, on that SIGNED_OUT:
// a suspended user why every call fails (a session kept through a ban only
// loops on refusals; signing in again after it ends is one step).
import { authErrorMessage, it } from '@domain/i18n/it';
import { bannedUntilText } from './auth-errors';

type FetchFunction = typeof fetch;

/** How the server ended a session: elsewhere, or by suspending its user (with the server's message, which may say until when). */
export type SessionEnd = { cause: 'ended' } | { cause: 'banned'; message: string | undefined };

/**
 * What this answer of the auth server says about the request's session: it no
 * longer exists ('ended'), its user is suspended ('banned'), or nothing. NOTE:
 * not a password sign-in's user_banned, which has no session here and which
 * the sign-in form shows itself.
 */
export function sessionEndCause(request: { method: string; url: string }, status: number, code: unknown): SessionEnd['cause'] | null {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  if (method === 'GET' && url.pathname.endsWith('/user') && status === 403) {
    return code === 'session_not_found' ? 'ended' : code === 'user_banned' ? 'banned' : null;
  }
  // NOTE: not POST /logout: its session_not_found answers a sign-out the user asked for.
  if (method === 'POST' && url.pathname.endsWith('/token') && url.searchParams.get('grant_type') === 'refresh_token' && status === 400) {
    if (code === 'refresh_token_not_found' || code === 'session_not_found') return 'ended';
    return code === 'user_banned' ? 'banned' : null;
  }
  return null;
}

/** What the user is told once signed out by the server: in Italian, a suspension with its end when the server gave it. */
export function sessionEndMessage(end: SessionEnd, timeZone?: string): string {
  if (end.cause === 'ended') return it.auth.sessionEndedElsewhere;
  return bannedUntilText(end.message, timeZone) ?? authErrorMessage('user_banned');
}

async function errorBody(response: Response): Promise<{ code: unknown; message: string | undefined }> {
  try {
    const body: unknown = await response.clone().json();
    if (!(body instanceof Object)) return { code: undefined, message: undefined };
    const message = 'message' in body && typeof body.message === 'string' ? body.message : undefined;
    return { code: 'code' in body ? body.code : undefined, message };
  } catch {
    return { code: undefined, message: undefined };
  }
}

const requestUrl = (input: Parameters<FetchFunction>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

let endedOnServer: SessionEnd | null = null;
let isSigningOutLocally = false;

/**
 * auth-js's fetch: `fetchImpl`, noting an answer that says the session ended
 * or its user is suspended, and then running `signOutLocally` (auth-js `signOut({ scope: 'local' })`).
 */
export function watchForEndedSession(signOutLocally: () => Promise<unknown>, fetchImpl: FetchFunction = (...args) => fetch(...args)): FetchFunction {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.ok) return response;
    const request = { method: init?.method ?? (input instanceof Request ? input.method : 'GET'), url: requestUrl(input) };
    const { code, message } = await errorBody(response);
    const cause = sessionEndCause(request, response.status, code);
    if (!cause) return response;
    endedOnServer = cause === 'banned' ? { cause, message } : { cause };
    if (!isSigningOutLocally) {
      isSigningOutLocally = true;
      // NOTE: after this request, not within it: it may hold auth-js's lock,
      // which signOut waits for, and a SIGNED_OUT listener awaited under that
      // lock must never wait for it in turn.
      setTimeout(() => {
        void signOutLocally()
          .catch((error: unknown) => console.warn('Local sign-out failed after the session ended on the server.', error))
          .finally(() => {
            isSigningOutLocally = false;
          });
      }, 0);
    }
    return response;
  };
}

/**
 * For a SIGNED_OUT event: how the server had ended the session, once, i.e.
 * when the user did not sign out on this device; else null.
 */
export function takeSessionEndedOnServer(): SessionEnd | null {
  const ended = endedOnServer;
  endedOnServer = null;
  return ended;
}

/** A new session: an earlier ending no longer concerns it. */
export function forgetSessionEnded(): void {
  endedOnServer = null;
}

/**
 * For the app's API calls answered 401 although they carried the access token:
 * asks the auth server about the session (auth-js `getUser`, whose answer
 * `watchForEndedSession` reads), one question at a time.
 */
export function askAboutRefusedToken(getUser: () => Promise<unknown>): () => void {
  let asking: Promise<unknown> | null = null;
  return () => {
    asking ??= getUser()
      .catch((error: unknown) => console.warn('Could not ask the auth server about the session.', error))
      .finally(() => {
        asking = null;
      });
  };
}
