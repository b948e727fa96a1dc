// /auth: sign in or sign up; the landing screen of sign-up confirmation links
// ('Email confermata!' then '/'); the recovery form while a recovery session
// waits for its new password. Signed-in users are sent to '/'.
//
// NOTE: the spec allows an email or a phone number; these screens take an
// email only (as the spec's own screen description does). Phone accounts can
// still be created through the API.
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { APP_NAME } from '@web/lib/app-name';
import { takeAuthCallbackOutcome, useAuthCallbackOutcome, type AuthCallbackOutcome } from '@web/lib/auth/auth-callback';
import { afterSignInPath } from '@web/lib/auth/next-path';
import { usePasswordRecovery } from '@web/lib/auth/password-recovery';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { cancelRecovery, signOutEverywhere, useUpdatePassword, NoRecoverySessionError } from '../api/update-password';
import { AuthCard, AuthStatus } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { showAuthError, showCodeError } from '../show-auth-error';
import { useVerifyEmailCode } from '../api/verify-email-code';
import { EmailAndCodeDisclosure, EmailCodeDisclosure } from '../components/otp-code-form';
import { ResendEmail } from '@web/components/resend-email';
import { resendConfirmation } from '../api/resend-confirmation';

type Mode = 'sign-in' | 'sign-up';

/** Confirmation outcomes are this screen's; recovery outcomes belong to /reset-password. */
const isConfirmationOutcome = (outcome: AuthCallbackOutcome): boolean =>
  outcome.status === 'signup-confirmed' || (outcome.status === 'failed' && outcome.flow === 'signup');

export default function AuthPage() {
  const { user, loading } = useSession();
  const isRecovery = usePasswordRecovery();
  const callback = useAuthCallbackOutcome();
  const navigate = useNavigate();
  // The page that sent the user here (?next=), for after the sign-in.
  const returnPath = afterSignInPath(useLocation().search);
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');
  // The address awaiting confirmation: just signed up (an email went out), or
  // refused at sign-in as not confirmed yet. Its email can be sent again and its code typed here.
  const [pendingConfirmation, setPendingConfirmation] = useState<{ email: string; hasJustSent: boolean } | null>(null);
  const verifyCode = useVerifyEmailCode();
  // Set while the recovery form signs out, so the screen does not take the
  // still signed-in user to '/' halfway through.
  const [isLeavingRecovery, setIsLeavingRecovery] = useState(false);

  const isRecoveryForm = (isRecovery && user !== null) || isLeavingRecovery;
  const title = mode === 'sign-in' ? it.auth.signInTitle(APP_NAME) : it.auth.signUpTitle(APP_NAME);
  useDocumentTitle(isRecoveryForm ? it.auth.recoveryTitle : title);

  useEffect(() => {
    if (!isConfirmationOutcome(callback)) return;
    const outcome = takeAuthCallbackOutcome();
    if (outcome?.status === 'signup-confirmed') {
      if (outcome.isSignedIn) {
        toast.success(it.auth.emailConfirmed);
        void navigate(paths.landing, { replace: true });
      } else {
        toast.success(it.auth.emailConfirmed, { description: it.auth.emailConfirmedSignIn });
        setMode('sign-in');
      }
    } else if (outcome?.status === 'failed') {
      const title = outcome.reason === 'link' ? it.auth.invalidLinkTitle : it.auth.confirmErrorTitle;
      toast.error(title, { description: outcome.message });
    }
  }, [callback, navigate]);

  const switchMode = (next: Mode) => (currentEmail: string) => {
    setEmail(currentEmail);
    setMode(next);
  };

  const confirmWithCode = (address: string, code: string) =>
    verifyCode.mutate(
      { email: address, code, type: 'signup' },
      {
        onSuccess: () => {
          toast.success(it.auth.emailConfirmed);
          void navigate(paths.landing, { replace: true });
        },
        onError: showCodeError,
      },
    );

  if (callback.status === 'pending') {
    return (
      <AuthCard title={it.auth.signInTitle(APP_NAME)}>
        <AuthStatus text={it.auth.verifyingLink} />
      </AuthCard>
    );
  }
  if (loading) {
    return (
      <AuthCard title={it.auth.signInTitle(APP_NAME)}>
        <AuthStatus text={it.common.loading} />
      </AuthCard>
    );
  }
  if (isRecoveryForm) {
    return (
      <RecoveryForm
        username={user?.email}
        onLeave={() => setIsLeavingRecovery(true)}
        onDone={() => {
          setIsLeavingRecovery(false);
          setMode('sign-in');
        }}
      />
    );
  }
  // Wait for a confirmation outcome to be shown before leaving the page.
  if (user && !isConfirmationOutcome(callback)) return <Navigate to={returnPath} replace />;

  return mode === 'sign-in' ? (
    <AuthCard title={it.auth.signInTitle(APP_NAME)} description={it.auth.signInSubtitle}>
      <SignInForm
        key="sign-in"
        defaultEmail={email}
        onSwitchMode={switchMode('sign-up')}
        onNotConfirmed={(address) =>
          // Just signed up with this address: its wait is already running.
          setPendingConfirmation((pending) => (pending?.email === address ? pending : { email: address, hasJustSent: false }))
        }
      />
      {pendingConfirmation ? (
        <div className="mt-5 flex flex-col gap-3 border-t border-border pt-5">
          <p role="status" className="rounded-lg bg-secondary p-4 text-sm text-secondary-foreground">
            {pendingConfirmation.hasJustSent
              ? it.auth.confirmationSentNotice(pendingConfirmation.email)
              : it.auth.notConfirmedNotice(pendingConfirmation.email)}
          </p>
          <ResendEmail
            key={`${pendingConfirmation.email}:${String(pendingConfirmation.hasJustSent)}`}
            hasJustSent={pendingConfirmation.hasJustSent}
            send={() => resendConfirmation(pendingConfirmation.email)}
            sentToast={{ title: it.auth.resendSentTitle, description: it.auth.signUpSuccess }}
          />
          <EmailCodeDisclosure
            idPrefix="confirm"
            isPending={verifyCode.isPending}
            onSubmit={(code) => confirmWithCode(pendingConfirmation.email, code)}
          />
        </div>
      ) : (
        <div className="mt-2">
          <EmailAndCodeDisclosure defaultEmail={email} isPending={verifyCode.isPending} onSubmit={confirmWithCode} />
        </div>
      )}
    </AuthCard>
  ) : (
    <AuthCard title={it.auth.signUpTitle(APP_NAME)} description={it.auth.signUpSubtitle}>
      <SignUpForm
        key="sign-up"
        defaultEmail={email}
        onSwitchMode={switchMode('sign-in')}
        onConfirmationSent={(address) => {
          setPendingConfirmation({ email: address, hasJustSent: true });
          switchMode('sign-in')(address);
        }}
      />
    </AuthCard>
  );
}

/** 'Imposta nuova password': a recovery session on /auth. Saving signs out everywhere; 'Annulla' drops the session here. */
function RecoveryForm({ username, onLeave, onDone }: { username?: string; onLeave: () => void; onDone: () => void }) {
  const updatePassword = useUpdatePassword();
  const [isLeaving, setIsLeaving] = useState(false);

  const save = (password: string) =>
    updatePassword.mutate(password, {
      onSuccess: async () => {
        setIsLeaving(true);
        onLeave();
        await signOutEverywhere();
        toast.success(it.auth.passwordUpdatedTitle, { description: it.auth.passwordUpdated });
        onDone();
      },
      onError: (error) => {
        if (error instanceof NoRecoverySessionError) {
          toast.error(it.auth.noRecoverySessionTitle, { description: it.auth.noRecoverySession });
        } else {
          showAuthError(it.auth.unexpectedErrorTitle, error);
        }
      },
    });

  const cancel = async () => {
    setIsLeaving(true);
    onLeave();
    await cancelRecovery();
    onDone();
  };

  return (
    <AuthCard title={it.auth.recoveryTitle}>
      <NewPasswordForm
        idPrefix="recovery"
        newPasswordLabel={it.auth.newPassword}
        confirmPasswordLabel={it.auth.confirmPassword}
        submitLabel={it.auth.saveNewPassword}
        pendingLabel={it.resetPassword.saving}
        isPending={updatePassword.isPending || isLeaving}
        onSubmit={save}
        cancelLabel={it.auth.cancel}
        onCancel={() => void cancel()}
        username={username}
      />
    </AuthCard>
  );
}
