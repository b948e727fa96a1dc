import { Link } from 'react-router';
import { Info, LogIn, UserRound, Users, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Logo } from '@web/components/logo';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { APP_NAME } from '@web/lib/app-name';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useProfileNickname } from '@web/features/profile/api/get-profile';
import { greetingName } from '@web/features/home/greeting-name';

const DESTINATIONS: ReadonlyArray<{ to: string; label: string; icon: LucideIcon }> = [
  { to: paths.restaurants, label: it.landing.restaurants, icon: UtensilsCrossed },
  { to: paths.profile, label: it.landing.profile, icon: UserRound },
  { to: paths.info, label: it.landing.info, icon: Info },
  { to: paths.about, label: it.landing.about, icon: Users },
];

/** '/': logo and tagline; a greeting and the four destinations once signed in. */
export default function LandingPage() {
  const { user, loading } = useSession();
  useDocumentTitle();
  const profileNickname = useProfileNickname(user?.id);
  const name = user ? greetingName(user, profileNickname) : null;

  return (
    <div className="relative isolate flex flex-1 flex-col items-center justify-center overflow-hidden px-4 py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 bg-linear-to-b from-secondary to-transparent"
      />
      <div className="flex w-full max-w-md flex-col items-center gap-8 text-center">
        <div className="flex flex-col items-center gap-4">
          <Logo size={88} withName={false} />
          <h1 className="text-4xl font-bold tracking-tight text-brand">{APP_NAME}</h1>
          <p className="text-lg text-pretty text-muted-foreground">{it.landing.tagline}</p>
        </div>

        {loading ? (
          <div className="flex w-full flex-col items-center gap-3" role="status">
            <span className="sr-only">{it.common.loading}</span>
            <Skeleton className="h-12 w-64" />
          </div>
        ) : user ? (
          <div className="flex w-full flex-col gap-5">
            <p className="text-2xl font-semibold">{name ? it.landing.welcome(name) : it.landing.welcomeNoName}</p>
            <ul className="grid grid-cols-2 gap-3">
              {DESTINATIONS.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Button asChild variant="outline" className="h-20 w-full flex-col gap-1.5 rounded-xl text-base">
                    <Link to={to}>
                      <Icon className="size-6 text-primary" aria-hidden="true" />
                      {label}
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <Button asChild size="lg" className="w-full max-w-xs rounded-full">
            <Link to={paths.auth}>
              <LogIn aria-hidden="true" />
              {it.landing.signInOrUp}
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}
