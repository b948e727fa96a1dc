// A session ended by the server while this device still holds its tokens: a
// sign-out everywhere, or a password reset, on another device. The access
// token stays unexpired for up to an hour, so nothing local notices; the data
// API refuses it (401) and the auth server names the cause: GET /user answers
// 403 session_not_found, a refresh 400 refresh_token_not_found (the session's
// tokens went with it) or session_not_found. The auth client's fetch goes
// through here, so those answers are seen before auth-js acts on them: auth-js
// itself drops the session on some (firing SIGNED_OUT), on others it keeps it,
// and the local sign-out scheduled here removes it in every case. The session
// provider (session.tsx) then tells the user, once, on that SIGNED_OUT.

type FetchFunction = typeof fetch;

/** Whether this answer of the auth server says that the request's session no longer exists. */
export function saysSessionEnded(request: { method: string; url: string }, status: number, code: unknown): boolean {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  if (method === 'GET' && url.pathname.endsWith('/user')) return status === 403 && code === 'session_not_found';
  // NOTE: not POST /logout: its session_not_found answers a sign-out the user asked for.
  if (method === 'POST' && url.pathname.endsWith('/token') && url.searchParams.get('grant_type') === 'refresh_token') {
    return status === 400 && (code === 'refresh_token_not_found' || code === 'session_not_found');
  }
  return false;
}

async function errorCode(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.clone().json();
    return body instanceof Object && 'code' in body ? body.code : undefined;
  } catch {
    return undefined;
  }
}

const requestUrl = (input: Parameters<FetchFunction>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

let hasEndedOnServer = false;
let isSigningOutLocally = false;

/**
 * auth-js's fetch: `fetchImpl`, noting an answer that says the session ended
 * and then running `signOutLocally` (auth-js `signOut({ scope: 'local' })`).
 */
export function watchForEndedSession(signOutLocally: () => Promise<unknown>, fetchImpl: FetchFunction = (...args) => fetch(...args)): FetchFunction {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.ok) return response;
    const request = { method: init?.method ?? (input instanceof Request ? input.method : 'GET'), url: requestUrl(input) };
    if (!saysSessionEnded(request, response.status, await errorCode(response))) return response;
    hasEndedOnServer = true;
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
 * For a SIGNED_OUT event: true, once, when the server had ended the session,
 * i.e. the user did not sign out on this device.
 */
export function takeSessionEndedOnServer(): boolean {
  const hadEnded = hasEndedOnServer;
  hasEndedOnServer = false;
  return hadEnded;
}

/** A new session: an earlier ending no longer concerns it. */
export function forgetSessionEnded(): void {
  hasEndedOnServer = false;
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
