import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import { newPasswordValidationToast, passwordMatch } from '../auth-form-feedback';
import { newPasswordResolver } from '../auth-form-validation';
import { MessageField } from '@web/components/message-field';
import { PasswordInput } from './password-input';

/**
 * New password and its confirmation, with the live 'Le password non
 * coincidono' hint. Used by /reset-password (step 2) and by the recovery form
 * on /auth; the labels of the buttons differ between the two.
 */
export function NewPasswordForm({
  idPrefix,
  newPasswordLabel,
  confirmPasswordLabel,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  cancelLabel,
  onCancel,
  username,
}: {
  idPrefix: string;
  newPasswordLabel: string;
  confirmPasswordLabel: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: (password: string) => void;
  cancelLabel?: string;
  onCancel?: () => void;
  /** The account's email, for password managers (a hidden username field). */
  username?: string;
}) {
  const form = useForm({
    resolver: newPasswordResolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const [password = '', confirmPassword = ''] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const match = passwordMatch(password, confirmPassword);

  const submit = handleSubmit(
    (values) => onSubmit(values.password),
    (fieldErrors) => {
      const message = newPasswordValidationToast(fieldErrors);
      if (message) toast.error(message.title, { description: message.description });
    },
  );

  // The live hint replaces the submit-time message once something is typed in the confirmation.
  const confirmError = match === null ? errors.confirmPassword?.message : undefined;
  const confirmHint =
    match === 'mismatch' ? it.auth.passwordsMismatchHint : match === 'match' ? it.auth.passwordsMatchHint : undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {username && <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />}
      <MessageField isRequired id={`${idPrefix}-password`} label={newPasswordLabel} error={errors.password?.message}>
        {(controlProps) => <PasswordInput {...controlProps} autoComplete="new-password" {...register('password')} />}
      </MessageField>
      <MessageField
        isRequired
        id={`${idPrefix}-confirm-password`}
        label={confirmPasswordLabel}
        error={confirmError}
        hint={confirmHint}
        hintTone={match === 'mismatch' ? 'destructive' : 'success'}
      >
        {(controlProps) => (
          <PasswordInput
            {...controlProps}
            aria-invalid={controlProps['aria-invalid'] || match === 'mismatch'}
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        )}
      </MessageField>
      <div className="flex flex-col gap-2">
        <Button type="submit" disabled={isPending} className="w-full">
          {isPending ? pendingLabel : submitLabel}
        </Button>
        {onCancel && cancelLabel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={isPending} className="w-full">
            {cancelLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
