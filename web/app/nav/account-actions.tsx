import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CircleUserRound } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSignInPath } from '@web/lib/auth/next-path';
import { useSession } from '@web/lib/auth/session';
import { nextTask, whenIdle } from '@web/lib/scheduling';

// Only signed-in visitors see them: their menus, popovers and live
// notifications load then, not with every first visit, and once the page has
// started drawing (the first idle moment), so they do not add to its work.
const loadUserMenu = () => import('./user-menu');
const loadNotificationSlot = () => import('./notification-slot');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));
const NotificationSlot = lazy(() => loadNotificationSlot().then((module) => ({ default: module.NotificationSlot })));

/**
 * True once both are loaded, each asked for in a task of its own: an import
 * inserts a module preload link per file it uses (a few ms of a phone's CPU
 * apiece), and the two together made one long task (ADR 003).
 * Cut off before their code arrived (offline), the placeholders stay and the
 * code is asked for again once the browser is back online: drawn at once, the
 * lazy components would throw the failed load to the route, whose error page
 * would take the place of the page being read. Any other failure is the lazy
 * component's to show, when it asks again.
 */
function useMenusLoaded(isSignedIn: boolean): boolean {
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    if (!isSignedIn) return;
    let isActive = true;
    const load = () => {
      const userMenu = nextTask().then(loadUserMenu);
      void Promise.allSettled([loadNotificationSlot(), userMenu]).then((results) => {
        if (!isActive) return;
        if (!navigator.onLine && results.some((result) => result.status === 'rejected')) {
          window.addEventListener('online', load, { once: true });
          return;
        }
        // Drawn in a transition: in short slices, not one task with the menus' first render.
        startTransition(() => setIsLoaded(true));
      });
    };
    const cancel = whenIdle(load);
    return () => {
      isActive = false;
      cancel();
      window.removeEventListener('online', load);
    };
  }, [isSignedIn]);
  return isLoaded;
}

const ButtonPlaceholder = () => <Skeleton className="size-11 rounded-full" />;

/** Right end of the top navigation: sign-in icon, or the bell and the user menu. */
export function AccountActions() {
  const { user, loading } = useSession();
  const signInPath = useSignInPath();
  const isLoaded = useMenusLoaded(Boolean(user));
  if (loading) return <ButtonPlaceholder />;
  if (!user) {
    return (
      <Button asChild variant="ghost" size="icon" className="rounded-full">
        <Link to={signInPath} aria-label={it.nav.signIn}>
          <CircleUserRound className="size-6" aria-hidden="true" />
        </Link>
      </Button>
    );
  }
  if (!isLoaded) {
    return (
      <div className="flex items-center gap-1">
        <ButtonPlaceholder />
        <ButtonPlaceholder />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-1">
      <Suspense fallback={<ButtonPlaceholder />}>
        <NotificationSlot />
      </Suspense>
      <Suspense fallback={<ButtonPlaceholder />}>
        <UserMenu />
      </Suspense>
    </div>
  );
}
