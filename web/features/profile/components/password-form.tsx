import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { profilePasswordInputSchema } from '@domain/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { authErrorToItalian } from '@web/lib/auth/auth-errors';
import { useUpdatePassword } from '../api/update-password';
import { passwordMatch } from '../profile-format';
import { MessageField } from '@web/components/message-field';

/** New password and its confirmation, with the profile's own messages and a live hint. */
export function PasswordForm() {
  const updatePassword = useUpdatePassword();
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

  const submit = handleSubmit(
    (values) =>
      updatePassword.mutate(values.password, {
        onSuccess: () => {
          toast.success(it.profile.passwordUpdatedTitle);
          reset();
        },
        onError: (error) => toast.error(it.profile.passwordErrorTitle, { description: authErrorToItalian(error) }),
      }),
    (fieldErrors) => {
      const message = fieldErrors.password?.message ?? fieldErrors.confirmPassword?.message;
      if (message) toast.error(it.profile.passwordErrorTitle, { description: message });
    },
  );

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
      <Button type="submit" variant="outline" disabled={updatePassword.isPending} className="self-start">
        {updatePassword.isPending ? it.profile.saving : it.profile.updatePassword}
      </Button>
    </form>
  );
}
