import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { APP_NAME } from '@web/lib/app-name';
import { authErrorCode } from '@web/lib/auth/auth-errors';
import { isAuthError } from '@web/lib/auth/auth-loader';
import { useSignIn } from '../api/sign-in';
import { credentialsValidationToast } from '../auth-form-feedback';
import { signInResolver } from '../auth-form-validation';
import { showAuthError } from '../show-auth-error';
import { MessageField } from '@web/components/message-field';
import { EmailInput } from './email-input';
import { PasswordInput } from './password-input';

/**
 * Email and password; on success the page's signed-in redirect takes the user
 * to '/'. An account whose email is not confirmed yet is handed to the page
 * (`onNotConfirmed`), which offers the confirmation email again.
 */
export function SignInForm({
  defaultEmail,
  onSwitchMode,
  onNotConfirmed,
}: {
  defaultEmail: string;
  onSwitchMode: (email: string) => void;
  onNotConfirmed: (email: string) => void;
}) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: signInResolver,
    defaultValues: { email: defaultEmail, password: '' },
  });

  const submit = handleSubmit(
    (values) =>
      signIn.mutate(values, {
        onSuccess: ({ needsSecondFactor }) => {
          // With two-step verification the welcome waits for the code.
          if (!needsSecondFactor) toast.success(it.auth.signInSuccessTitle, { description: it.auth.signInSuccess(APP_NAME) });
        },
        onError: (error) => {
          showAuthError(it.auth.signInErrorTitle, error);
          if (isAuthError(error) && authErrorCode(error) === 'email_not_confirmed') onNotConfirmed(values.email);
        },
      }),
    (fieldErrors) => {
      const message = credentialsValidationToast(fieldErrors);
      if (message) toast.error(message.title, { description: message.description });
    },
  );

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <MessageField isRequired id="sign-in-email" label={it.auth.email} error={errors.email?.message}>
          {(controlProps) => <EmailInput {...controlProps} {...register('email')} />}
        </MessageField>
        <MessageField isRequired id="sign-in-password" label={it.auth.password} error={errors.password?.message}>
          {(controlProps) => <PasswordInput {...controlProps} autoComplete="current-password" {...register('password')} />}
        </MessageField>
        <Button type="submit" disabled={signIn.isPending} className="w-full">
          {signIn.isPending ? it.auth.signingIn : it.auth.signInButton}
        </Button>
      </form>
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.resetPassword}>{it.auth.changePassword}</Link>
      </Button>
      <Button type="button" variant="link" onClick={() => onSwitchMode(getValues('email'))} className="self-center">
        {it.auth.switchToSignUp}
      </Button>
    </div>
  );
}
