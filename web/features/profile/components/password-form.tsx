import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@web/lib/toast';
import { authErrorMessage, it } from '@domain/i18n/it';
import { otpCodeInputSchema, profilePasswordInputSchema } from '@domain/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { OneTimeCodeInput } from '@web/components/one-time-code-input';
import { authErrorCode, authErrorToItalian } from '@web/lib/auth/auth-errors';
import { useRequestReauthentication } from '../api/request-reauthentication';
import { useUpdatePassword } from '../api/update-password';
import { passwordMatch } from '../profile-format';
import { MessageField } from '@web/components/message-field';

/**
 * New password and its confirmation, with the profile's own messages and a live
 * hint. A session signed in long ago is asked for the code the server emails
 * (GoTrue's secure password change) before the password changes.
 */
export function PasswordForm() {
  const updatePassword = useUpdatePassword();
  const requestCode = useRequestReauthentication();
  // The new password waiting for the emailed code; null while no code is asked for.
  const [awaitingCodeFor, setAwaitingCodeFor] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profilePasswordInputSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password = '', confirmPassword = ''] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const match = passwordMatch(password, confirmPassword);

  const onChanged = () => {
    toast.success(it.profile.passwordUpdatedTitle);
    reset();
    setAwaitingCodeFor(null);
  };
  const showError = (error: Error) => toast.error(it.profile.passwordErrorTitle, { description: authErrorToItalian(error) });

  const submit = handleSubmit(
    (values) =>
      updatePassword.mutate(
        { password: values.password },
        {
          onSuccess: onChanged,
          onError: (error) => {
            if (authErrorCode(error) !== 'reauthentication_needed') return showError(error);
            requestCode.mutate(undefined, { onSuccess: () => setAwaitingCodeFor(values.password), onError: showError });
          },
        },
      ),
    (fieldErrors) => {
      const message = fieldErrors.password?.message ?? fieldErrors.confirmPassword?.message;
      if (message) toast.error(it.profile.passwordErrorTitle, { description: message });
    },
  );

  if (awaitingCodeFor !== null) {
    return (
      <ReauthenticationStep
        isPending={updatePassword.isPending}
        isResending={requestCode.isPending}
        onSubmit={(nonce, onInvalid) =>
          updatePassword.mutate(
            { password: awaitingCodeFor, nonce },
            {
              onSuccess: onChanged,
              onError: (error) => (authErrorCode(error) === 'reauthentication_not_valid' ? onInvalid() : showError(error)),
            },
          )
        }
        onResend={() =>
          requestCode.mutate(undefined, {
            onSuccess: () => toast.success(it.profile.reauthResentTitle, { description: it.profile.reauthResent }),
            onError: showError,
          })
        }
        onCancel={() => setAwaitingCodeFor(null)}
      />
    );
  }

  // Once something is typed in the confirmation, the live hint speaks for it.
  const confirmError = match === null ? errors.confirmPassword?.message : undefined;
  const confirmHint =
    match === 'mismatch' ? it.profile.passwordsMismatch : match === 'match' ? it.profile.passwordsMatchHint : undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <h3 className="font-semibold">{it.profile.changePasswordTitle}</h3>
      <MessageField id="profile-new-password" label={it.profile.newPassword} error={errors.password?.message}>
        {(controlProps) => (
          <Input {...controlProps} type="password" autoComplete="new-password" {...register('password')} />
        )}
      </MessageField>
      <MessageField
        id="profile-confirm-password"
        label={it.profile.confirmNewPassword}
        error={confirmError}
        hint={confirmHint}
        hintTone={match === 'mismatch' ? 'destructive' : 'success'}
      >
        {(controlProps) => (
          <Input
            {...controlProps}
            aria-invalid={controlProps['aria-invalid'] || match === 'mismatch'}
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        )}
      </MessageField>
      <Button
        type="submit"
        variant="outline"
        disabled={updatePassword.isPending || requestCode.isPending}
        className="self-start"
      >
        {updatePassword.isPending || requestCode.isPending ? it.profile.saving : it.profile.updatePassword}
      </Button>
    </form>
  );
}

/** The emailed code, asked for in place of the password fields; a wrong one is said at the field, which keeps the focus. */
function ReauthenticationStep({
  isPending,
  isResending,
  onSubmit,
  onResend,
  onCancel,
}: {
  isPending: boolean;
  isResending: boolean;
  onSubmit: (nonce: string, onInvalid: () => void) => void;
  onResend: () => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(otpCodeInputSchema), defaultValues: { code: '' } });
  const submit = handleSubmit(({ code }) =>
    onSubmit(code, () => setError('code', { message: authErrorMessage('reauthentication_not_valid') }, { shouldFocus: true })),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" aria-labelledby="profile-reauth-title">
      <h3 id="profile-reauth-title" className="font-semibold">
        {it.profile.reauthTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{it.profile.reauthSent}</p>
      <MessageField isRequired id="profile-reauth-code" label={it.profile.reauthCodeLabel} error={errors.code?.message}>
        {(controlProps) => (
          <OneTimeCodeInput
            {...controlProps}
            // The step opens because the user pressed 'Aggiorna password': the code is what it asks for next.
            autoFocus
            {...register('code')}
          />
        )}
      </MessageField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isPending}>
          {isPending ? it.profile.saving : it.profile.reauthConfirm}
        </Button>
        <Button type="button" variant="outline" disabled={isResending} onClick={onResend}>
          {it.profile.reauthResend}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {it.profile.cancel}
        </Button>
      </div>
    </form>
  );
}
