import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import { APP_NAME } from '@web/lib/app-name';
import { logout } from '@web/lib/auth/logout';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { NoFactorError, useVerifySecondFactor } from '../api/mfa';
import { showAuthError } from '../show-auth-error';
import { AuthCard } from './auth-card';
import { OtpCodeForm } from './otp-code-form';

/**
 * Shown instead of any page while a password-only session waits for its
 * second factor: the code from the authenticator app, or 'Esci'.
 */
export function MfaChallenge() {
  const verify = useVerifySecondFactor();
  useDocumentTitle(it.mfa.challengeTitle);

  const submit = (code: string) =>
    verify.mutate(code, {
      onSuccess: () => toast.success(it.auth.signInSuccessTitle, { description: it.auth.signInSuccess(APP_NAME) }),
      onError: (error) => {
        // The factor was removed on another device: the session is complete as it is.
        if (error instanceof NoFactorError) window.location.reload();
        else showAuthError(it.auth.codeErrorTitle, error);
      },
    });

  return (
    <AuthCard title={it.mfa.challengeTitle} description={it.mfa.challengeIntro}>
      <div className="flex flex-col gap-5">
        <OtpCodeForm
          id="mfa-code"
          label={it.mfa.codeLabel}
          submitLabel={it.mfa.verify}
          pendingLabel={it.mfa.verifying}
          isPending={verify.isPending}
          onSubmit={submit}
          autoFocus
        />
        <Button type="button" variant="link" onClick={() => void logout()} className="self-center">
          {it.mfa.signOut}
        </Button>
      </div>
    </AuthCard>
  );
}
