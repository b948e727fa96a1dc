// Where sign-in returns to: /auth?next=<path of the page that asked>. Only a
// path of this site is ever followed, so the parameter cannot send anyone to
// another origin (no open redirect).
import { useLocation } from 'react-router';
import { paths } from '@web/app/paths';

const NEXT_PARAMETER = 'next';
const PLACEHOLDER_ORIGIN = 'https://allerguida.invalid';

/**
 * The same-origin path (with query and hash) in `raw`, or null: it must start
 * with a single '/', resolve on this site, and not be an auth screen itself.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are refused, not matched by mistake
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  if (url.pathname === paths.auth || url.pathname === paths.resetPassword) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth, carrying the page to return to when it is not the landing page. */
export function signInPath(from: { pathname: string; search?: string; hash?: string }): string {
  const next = safeNextPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`);
  if (!next || next === paths.landing) return paths.auth;
  return `${paths.auth}?${new URLSearchParams({ [NEXT_PARAMETER]: next }).toString()}`;
}

/** The sign-in path for the current page. */
export const useSignInPath = (): string => signInPath(useLocation());

/** Where a completed sign-in goes: the `next` page of this /auth URL, else '/'. */
export const afterSignInPath = (search: string): string =>
  safeNextPath(new URLSearchParams(search).get(NEXT_PARAMETER)) ?? paths.landing;
