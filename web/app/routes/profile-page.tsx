// /profile ('Il Mio Profilo'), signed-in only: personal info, the reviewed
// restaurants, the allergen list, and the user's own data (export, deletion).
import { useEffect } from 'react';
import { toast } from '@web/lib/toast';
import { LogOut } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { takeAuthCallbackOutcome, useAuthCallbackOutcome, type AuthCallbackOutcome } from '@web/lib/auth/auth-callback';
import { logout } from '@web/lib/auth/logout';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { LanguageCard } from '@web/features/profile/components/language-card';
import { useProfile } from '@web/features/profile/api/get-profile';
import { AccountDataCard } from '@web/features/profile/components/account-data-card';
import { AllergenCard } from '@web/features/profile/components/allergen-card';
import { AllergenSpeciesCard } from '@web/features/profile/components/allergen-species-card';
import { AllergyCardLink } from '@web/features/profile/components/allergy-card-link';
import { DeviceNotificationsCard } from '@web/features/profile/components/device-notifications-card';
import { ProfileInfoCard } from '@web/features/profile/components/profile-info-card';
import { ReviewedRestaurantsCard } from '@web/features/profile/components/reviewed-restaurants-card';
import { SensitivityCard } from '@web/features/profile/components/sensitivity-card';
import { TwoFactorCard } from './components/two-factor-card';
import { SignInRedirect } from '@web/lib/auth/sign-in-redirect';

/** Email-change links land here (their redirect_to is /profile). */
const isEmailChangeOutcome = (outcome: AuthCallbackOutcome): boolean =>
  outcome.status === 'email-change-pending' ||
  outcome.status === 'email-changed' ||
  (outcome.status === 'failed' && outcome.flow === 'email-change');

export default function ProfilePage() {
  const { user, loading } = useSession();
  const callback = useAuthCallbackOutcome();
  useDocumentTitle(it.profile.title);

  // The emailed link of an email change: say how far the change is, in Italian
  // (GoTrue's first-half answer is an English `message`, never shown).
  useEffect(() => {
    if (!isEmailChangeOutcome(callback)) return;
    const outcome = takeAuthCallbackOutcome();
    if (outcome?.status === 'email-change-pending') {
      toast.success(it.profile.emailChangeHalfTitle, { description: it.profile.emailChangeHalf });
    } else if (outcome?.status === 'email-changed') {
      toast.success(it.profile.emailChangedTitle, { description: it.profile.emailChanged(outcome.email) });
    } else if (outcome?.status === 'failed') {
      toast.error(it.profile.emailChangeFailedTitle, { description: outcome.message });
    }
  }, [callback]);

  if (loading || callback.status === 'pending') return <ProfileSkeleton />;
  if (!user) return <SignInRedirect />;
  return <Profile userId={user.id} />;
}

function Profile({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{it.profile.title}</h1>
        <Tooltip>
          <TooltipTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={it.profile.signOut} onClick={() => void logout()}>
              <LogOut className="size-5" aria-hidden="true" />
            </Button>
          </TooltipTrigger>
          <TooltipContent>{it.profile.signOut}</TooltipContent>
        </Tooltip>
      </div>

      {profile.isPending ? (
        <div role="status" className="flex flex-col gap-6">
          <span className="sr-only">{it.common.loading}</span>
          <Skeleton className="h-48 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      ) : profile.isError ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3">
            <p className="text-destructive">{it.profile.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
              {it.common.retry}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <ProfileInfoCard userId={userId} profile={profile.data} />
          <ReviewedRestaurantsCard count={profile.data.reviewed_restaurant_count} />
        </>
      )}
      <AllergenCard userId={userId} />
      <AllergenSpeciesCard userId={userId} />
      <SensitivityCard userId={userId} />
      <AllergyCardLink />
      <LanguageCard />
      <DeviceNotificationsCard userId={userId} />
      <TwoFactorCard userId={userId} />
      <AccountDataCard />
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" data-page-skeleton className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <span className="sr-only">{it.common.loading}</span>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
