// Answers the entry script (web/main.tsx) asks for before the app has loaded,
// for a browser with a stored session: what every signed-in page reads first
// is on its way while the app's code downloads and runs, instead of after.
// apiFetch (api-client.ts) takes such an answer, once, for the same path and
// the same access token (none for a public read); it asks the server itself for anything else, for a
// refused or failed early request, and once the answer is older than a page's start.
// Kept tiny (the route table and the API's paths are all it imports): the entry script loads it first.
import { LANGUAGE_HEADER, type Language } from '@domain/i18n/language';
import { webRouteOf } from '@domain/web-routes';
import { apiPaths } from '@web/app/paths';

/** What a signed-in page reads first: the account's consent choices (the cookie banner waits for them). */
export const EARLY_API_PATHS = ['/rest/v1/acceptances'] as const;

/**
 * And the public reads of the page at `pathname`, sent without the token: on
 * the map's route where its tiles come from, which its first view waits for.
 */
export const publicEarlyApiPathsFor = (pathname: string): readonly string[] =>
  webRouteOf(pathname) === 'restaurantMap' ? [apiPaths.mapConfig] : [];

/** An early answer older than this is left unused (the page has moved on, or the app started late). */
const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/** token: null for a public read (apiFetch's withSession: false). */
type EarlyRequest = { token: string | null; sentAt: number; response: Promise<Response | null> };
const requests = new Map<string, EarlyRequest>();

/** The access token of the stored auth-js session, unless it is about to expire (the app refreshes it first then). */
export function storedAccessToken(storedSession: string | null, now = Date.now()): string | null {
  if (storedSession === null) return null;
  try {
    const session = JSON.parse(storedSession) as { access_token?: unknown; expires_at?: unknown };
    if (typeof session.access_token !== 'string' || typeof session.expires_at !== 'number') return null;
    return session.expires_at * 1000 > now + 60_000 ? session.access_token : null;
  } catch {
    return null;
  }
}

/** `language`: the page's, which apiFetch's own requests name too (api-client.ts). */
export function sendEarly(paths: readonly string[], token: string | null, language: Language): void {
  for (const path of paths) {
    const headers = { accept: 'application/json', [LANGUAGE_HEADER]: language, ...(token === null ? {} : { authorization: `Bearer ${token}` }) };
    const response = fetch(path, { headers, credentials: 'same-origin' }).catch(() => null);
    requests.set(path, { token, sentAt: Date.now(), response });
  }
}

/** The early answer for this GET with this token, if there is a usable one; each is given once. */
export async function takeEarly(path: string, token: string | null | undefined): Promise<Response | null> {
  const request = requests.get(path);
  if (!request) return null;
  requests.delete(path);
  if (request.token !== token || Date.now() - request.sentAt > EARLY_ANSWER_MAX_AGE_MS) return null;
  const response = await request.response;
  return response?.ok ? response : null;
}
