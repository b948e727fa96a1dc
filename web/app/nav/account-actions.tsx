import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CircleUserRound } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSignInPath } from '@web/lib/auth/next-path';
import { useSession } from '@web/lib/auth/session';
import { useFirstIdleMoment } from '@web/lib/use-first-idle-moment';

// Only signed-in visitors see them: their menus, popovers and live
// notifications load then, not with every first visit, and once the page has
// started drawing (the first idle moment), so they do not add to its work.
const UserMenu = lazy(() => import('@web/features/auth/components/user-menu').then((module) => ({ default: module.UserMenu })));
const NotificationSlot = lazy(() => import('./notification-slot').then((module) => ({ default: module.NotificationSlot })));

const ButtonPlaceholder = () => <Skeleton className="size-11 rounded-full" />;

/** Right end of the top navigation: sign-in icon, or the bell and the user menu. */
export function AccountActions() {
  const { user, loading } = useSession();
  const signInPath = useSignInPath();
  const isIdle = useFirstIdleMoment();
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
  if (!isIdle) {
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
