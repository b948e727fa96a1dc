import { Link, useLocation } from 'react-router';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { logout } from '@web/lib/auth/logout';
import { useConsentState } from '@web/lib/consent/use-consent';

const messages = it.consent;

export type RefusedPolicy = { path: string; text: string };

/**
 * 'Si' in a policy page's refusal dialog stores the refusal on the account and
 * signs out; signing in again must not carry on as if nothing happened. The
 * refused terms or privacy policy, while the signed-in account holds one,
 * except on that policy's own page (where it can be accepted); else null.
 */
export function useRefusedPolicy(): RefusedPolicy | null {
  const { status, isLoading, userId } = useConsentState();
  const { pathname } = useLocation();
  if (isLoading || userId === undefined) return null;
  const refused =
    status.terms === false
      ? { path: paths.termsAndConditions, text: messages.refusedTermsText }
      : status.privacy === false
        ? { path: paths.privacyPolicy, text: messages.refusedPrivacyText }
        : null;
  return refused && pathname !== refused.path ? refused : null;
}

/** Shown in place of every page while a refused policy waits: read and accept it, or sign out. */
export function RefusedPolicyPrompt({ policy }: { policy: RefusedPolicy }) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-8 sm:py-12">
      <section className="flex w-full max-w-md flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
        <h1 className="text-2xl font-semibold">{messages.refusedPromptTitle}</h1>
        <p className="text-muted-foreground">{policy.text}</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={policy.path}>{messages.refusedPromptRead}</Link>
          </Button>
          <Button variant="outline" onClick={() => void logout()}>
            {messages.refusedPromptSignOut}
          </Button>
        </div>
      </section>
    </div>
  );
}
