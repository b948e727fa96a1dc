// /reset-password ('Modifica Password'): ask for the email and send the reset
// link; the emailed link comes back here with a recovery session and the page
// asks for the new password; once saved, every session ends and the user goes
// to /auth. The steps are the pure reducer in reset-password-machine.ts.
import { useEffect, useReducer } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isAuthError } from '@web/lib/auth/auth-loader';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { resetPasswordRequestInputSchema } from '@domain/schemas/auth';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { takeAuthCallbackOutcome, useAuthCallbackOutcome } from '@web/lib/auth/auth-callback';
import { authErrorCode, authErrorToItalian } from '@web/lib/auth/auth-errors';
import { usePasswordRecovery } from '@web/lib/auth/password-recovery';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { requestPasswordReset, useRequestPasswordReset } from '../api/request-password-reset';
import { useVerifyEmailCode } from '../api/verify-email-code';
import { NoRecoverySessionError, signOutEverywhere, useUpdatePassword } from '../api/update-password';
import { resetEmailValidationToast } from '../auth-form-feedback';
import { AuthCard, AuthStatus } from '../components/auth-card';
import { MessageField } from '@web/components/message-field';
import { NewPasswordForm } from '../components/new-password-form';
import { EmailCodeDisclosure } from '../components/otp-code-form';
import { ResendEmail } from '@web/components/resend-email';
import { showAuthError, showCodeError } from '../show-auth-error';
import { initialResetPasswordState, resetPasswordReducer } from '../reset-password-machine';

/** 'Errore' with the server's reason (when to ask again, for a repeat too soon), or the spec's generic send failure. */
function showSendError(error: unknown): void {
  const code = isAuthError(error) ? authErrorCode(error) : null;
  if (!isAuthError(error)) console.error(error);
  toast.error(it.resetPassword.sendErrorTitle, {
    description: isAuthError(error) && code ? authErrorToItalian(error) : it.resetPassword.sendError,
  });
}

export default function ResetPasswordPage() {
  const [state, dispatch] = useReducer(resetPasswordReducer, initialResetPasswordState);
  const { user, loading } = useSession();
  const isRecovery = usePasswordRecovery();
  const callback = useAuthCallbackOutcome();
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();
  const updatePassword = useUpdatePassword();
  const verifyCode = useVerifyEmailCode();
  useDocumentTitle(it.resetPassword.title);

  // The emailed link: say whether it worked.
  useEffect(() => {
    const isRecoveryOutcome =
      callback.status === 'recovery-ready' || (callback.status === 'failed' && callback.flow === 'recovery');
    if (!isRecoveryOutcome) return;
    const outcome = takeAuthCallbackOutcome();
    if (outcome?.status === 'recovery-ready') {
      toast.success(it.resetPassword.verifySuccessTitle, { description: it.resetPassword.verifySuccess });
    } else if (outcome?.status === 'failed') {
      toast.error(it.resetPassword.invalidLinkTitle, { description: it.resetPassword.invalidLink });
    }
  }, [callback]);

  // Step 2 exactly while a recovery session exists (also one opened in another tab).
  const hasRecoverySession = isRecovery && user !== null;
  useEffect(() => {
    if (loading) return;
    dispatch({ type: hasRecoverySession ? 'recovery-verified' : 'recovery-lost' });
  }, [hasRecoverySession, loading]);

  const sendResetEmail = (email: string) =>
    requestReset.mutate(email, {
      onSuccess: () => {
        toast.success(it.resetPassword.emailSentTitle, { description: it.resetPassword.emailSent });
        dispatch({ type: 'email-sent', email });
      },
      onError: showSendError,
    });

  // The email's code instead of its link: PASSWORD_RECOVERY follows, and with it the new-password step.
  const verifyRecoveryCode = (email: string, code: string) =>
    verifyCode.mutate(
      { email, code, type: 'recovery' },
      {
        onSuccess: () => toast.success(it.resetPassword.verifySuccessTitle, { description: it.resetPassword.verifySuccess }),
        onError: showCodeError,
      },
    );

  const saveNewPassword = (password: string) =>
    updatePassword.mutate(password, {
      onSuccess: async () => {
        dispatch({ type: 'password-saved' });
        await signOutEverywhere();
        toast.success(it.resetPassword.passwordUpdatedTitle, { description: it.resetPassword.passwordUpdated });
        await navigate(paths.auth, { replace: true });
      },
      onError: (error) => {
        if (error instanceof NoRecoverySessionError) {
          toast.error(it.resetPassword.noRecoverySessionTitle, { description: it.resetPassword.noRecoverySession });
        } else {
          showAuthError(it.auth.unexpectedErrorTitle, error);
        }
      },
    });

  const isChecking = callback.status === 'pending' || (loading && state.step !== 'saved');
  const description = isChecking
    ? undefined
    : state.step === 'recovery-ready'
      ? it.resetPassword.newPasswordIntro
      : state.step === 'ask-email'
        ? it.resetPassword.requestIntro
        : undefined;

  return (
    <AuthCard title={it.resetPassword.title} description={description}>
      <div className="flex flex-col gap-5">
        {isChecking ? (
          <AuthStatus text={callback.status === 'pending' ? it.auth.verifyingLink : it.common.loading} />
        ) : state.step === 'ask-email' ? (
          <ResetEmailForm defaultEmail={state.email} isPending={requestReset.isPending} onSubmit={sendResetEmail} />
        ) : state.step === 'email-sent' ? (
          <div className="flex flex-col gap-4">
            <p role="status" className="rounded-lg bg-secondary p-4 text-sm text-secondary-foreground">
              {it.resetPassword.emailSentNotice}
            </p>
            <ResendEmail
              hasJustSent
              send={() => requestPasswordReset(state.email)}
              sentToast={{ title: it.resetPassword.emailSentTitle, description: it.resetPassword.emailSent }}
              errorTitle={it.resetPassword.sendErrorTitle}
              unexpectedError={it.resetPassword.sendError}
            />
            <EmailCodeDisclosure
              idPrefix="reset"
              isPending={verifyCode.isPending}
              onSubmit={(code) => verifyRecoveryCode(state.email, code)}
            />
          </div>
        ) : state.step === 'recovery-ready' ? (
          <NewPasswordForm
            idPrefix="reset"
            newPasswordLabel={it.resetPassword.newPassword}
            confirmPasswordLabel={it.resetPassword.confirmPassword}
            submitLabel={it.resetPassword.savePassword}
            pendingLabel={it.resetPassword.saving}
            isPending={updatePassword.isPending}
            onSubmit={saveNewPassword}
            username={user?.email}
          />
        ) : (
          <AuthStatus text={it.resetPassword.saving} />
        )}
        <Button asChild variant="link" className="self-center">
          <Link to={paths.auth}>{it.resetPassword.backToLogin}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

function ResetEmailForm({
  defaultEmail,
  isPending,
  onSubmit,
}: {
  defaultEmail: string;
  isPending: boolean;
  onSubmit: (email: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordRequestInputSchema), defaultValues: { email: defaultEmail } });

  const submit = handleSubmit(
    (values) => onSubmit(values.email),
    (fieldErrors) => {
      const message = resetEmailValidationToast(fieldErrors);
      if (message) toast.error(message.title, { description: message.description });
    },
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <MessageField isRequired id="reset-email" label={it.resetPassword.email} error={errors.email?.message}>
        {(controlProps) => (
          <Input
            {...controlProps}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={it.resetPassword.emailPlaceholder}
            {...register('email')}
          />
        )}
      </MessageField>
      <Button type="submit" disabled={isPending} className="w-full">
        {isPending ? it.resetPassword.sending : it.resetPassword.sendResetEmail}
      </Button>
    </form>
  );
}
