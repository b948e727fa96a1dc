import { Link } from 'react-router';
import { CircleUserRound } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { UserMenu } from '@web/features/auth/components/user-menu';
import { useSession } from '@web/lib/auth/session';
import { paths } from '../paths';
import { NotificationSlot } from './notification-slot';

/** Right end of the top navigation: sign-in icon, or the bell and the user menu. */
export function AccountActions() {
  const { user, loading } = useSession();
  if (loading) return <Skeleton className="size-11 rounded-full" />;
  if (!user) {
    return (
      <Button asChild variant="ghost" size="icon" className="rounded-full">
        <Link to={paths.auth} aria-label={it.nav.signIn}>
          <CircleUserRound className="size-6" aria-hidden="true" />
        </Link>
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-1">
      <NotificationSlot />
      <UserMenu />
    </div>
  );
}
