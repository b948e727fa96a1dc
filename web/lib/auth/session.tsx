// The signed-in user for the whole app, from the auth-js client's events.
// Loading until the first event (INITIAL_SESSION, delivered once the client
// has restored the stored session or exchanged an emailed link's code). A
// browser with no session and no emailed link is signed out at once, without
// loading auth-js (auth-loader.ts); the provider subscribes whenever the
// client loads later (a sign-in form, another tab signing in).
import { createContext, startTransition, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Session, User } from '@supabase/auth-js';
import { withoutLanguagePrefix } from '@domain/i18n/language';
import { paths } from '@web/app/paths';
import { clearOfflineData } from '@web/app/pwa/offline-data';
import { toast } from '@web/lib/toast';
import { initialAuthCallback, mayHaveSession, whenAuthClientLoaded } from './auth-loader';
import { callbackTargetPath } from './callback-url';
import { signInPath } from './next-path';
import { forgetSessionEnded, sessionEndMessage, takeSessionEndedOnServer } from './session-end';

export type SessionUser = User;
export type SessionState = {
  user: SessionUser | null;
  session: Session | null;
  loading: boolean;
  /**
   * Signed in with the password only, by an account with two-step
   * verification: until its code is given, `user` and `session` stay null, so
   * no page loads anything private (the server would refuse it anyway).
   */
  mfaRequired: boolean;
};

/** Client-side navigation, e.g. `(to, options) => router.navigate(to, options)`. */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

// Once per page load, even if the provider were mounted again.
let hasRoutedInitialCallback = false;

const SESSION_END_TOAST_ID = 'session-ended-on-server';
const SIGNED_OUT: SessionState = { user: null, session: null, loading: false, mfaRequired: false };
const SessionContext = createContext<SessionState>({ ...SIGNED_OUT, loading: true });

/**
 * Provides the session, and sends emailed links to the screen that handles
 * them: recovery links (and any PASSWORD_RECOVERY event, also one relayed
 * from another tab) to /reset-password, confirmation links to /auth. A
 * session ended on the server from another device, or by a suspension
 * (session-end.ts), is said once, with the old user's data dropped, and the
 * visitor is sent to sign in.
 */
export function SessionProvider({ children, navigate }: { children: ReactNode; navigate?: Navigate }) {
  const [state, setState] = useState<SessionState>(() => ({ ...SIGNED_OUT, loading: mayHaveSession() }));
  // A session auth-js reported, until its assurance level is read.
  const [reportedSession, setReportedSession] = useState<Session | null>(null);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const queryClient = useQueryClient();

  useEffect(() => {
    let unsubscribe = () => {};
    const stopWaiting = whenAuthClientLoaded(({ authClient }) => {
      const { data } = authClient.onAuthStateChange((event, session) => {
        setReportedSession(session);
        if (!session) setState(SIGNED_OUT);
        if (event === 'SIGNED_IN') forgetSessionEnded();
        // NOTE: nothing here calls the auth client back (its lock is held while it notifies).
        const endedOnServer = event === 'SIGNED_OUT' ? takeSessionEndedOnServer() : null;
        if (endedOnServer) {
          queryClient.clear();
          void clearOfflineData();
          // One toast, by id: a page's calls refused at once may each end the
          // session again after the first local sign-out (two SIGNED_OUT events).
          const shown = { id: SESSION_END_TOAST_ID };
          if (endedOnServer.cause === 'banned') toast.error(sessionEndMessage(endedOnServer), shown);
          else toast.info(sessionEndMessage(endedOnServer), shown);
          // A second such event finds the sign-in page already open: sent there again, it would lose the page to come back to.
          // The router's paths: an English address's /en is its basename.
          const pathname = withoutLanguagePrefix(window.location.pathname);
          if (pathname !== paths.auth) navigateRef.current?.(signInPath({ pathname, search: window.location.search, hash: window.location.hash }), { replace: true });
        }
        if (event === 'PASSWORD_RECOVERY' && withoutLanguagePrefix(window.location.pathname) !== paths.resetPassword) {
          navigateRef.current?.(paths.resetPassword);
        }
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      stopWaiting();
      unsubscribe();
    };
  }, [queryClient]);

  useEffect(() => {
    if (!reportedSession) return;
    // NOTE: outside the auth-js callback, which must not call the client back (its lock is held there).
    let isCurrent = true;
    // Imported here: assurance.ts uses the auth client, which loads only when needed.
    void import('./assurance')
      .then(({ needsSecondFactor }) => needsSecondFactor())
      .then((mfaRequired) => {
        if (!isCurrent) return;
        // A transition: at start-up this draws the whole page for the user, which
        // React then does in short slices instead of one long task.
        startTransition(() =>
          setState(
            mfaRequired
              ? { ...SIGNED_OUT, mfaRequired }
              : { user: reportedSession.user, session: reportedSession, loading: false, mfaRequired },
          ),
        );
      });
    return () => {
      isCurrent = false;
    };
  }, [reportedSession]);

  useEffect(() => {
    // The link's parameters were read at start-up; replacing the URL also takes
    // codes, tokens and error details out of the address bar and history.
    if (hasRoutedInitialCallback) return;
    hasRoutedInitialCallback = true;
    const target = callbackTargetPath(initialAuthCallback);
    if (target && `${withoutLanguagePrefix(window.location.pathname)}${window.location.search}${window.location.hash}` !== target) {
      navigateRef.current?.(target, { replace: true });
    }
  }, []);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

/** `{ user, session, loading, mfaRequired }` of the current visitor. */
export const useSession = (): SessionState => useContext(SessionContext);
