import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { APP_NAME } from '@web/lib/app-name';
import { useSignUp } from '../api/sign-up';
import { credentialsValidationToast } from '../auth-form-feedback';
import { signUpResolver } from '../auth-form-validation';
import { showAuthError } from '../show-auth-error';
import { MessageField } from '@web/components/message-field';
import { EmailInput } from './email-input';
import { PasswordInput } from './password-input';

/**
 * Email, password and nickname. With email confirmation on (the default) the
 * user is asked to check the inbox and the screen returns to sign-in.
 */
export function SignUpForm({
  defaultEmail,
  onSwitchMode,
  onConfirmationSent,
}: {
  defaultEmail: string;
  onSwitchMode: (email: string) => void;
  onConfirmationSent: (email: string) => void;
}) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: signUpResolver,
    defaultValues: { email: defaultEmail, password: '', nickname: '' },
  });

  const submit = handleSubmit(
    (values) =>
      signUp.mutate(values, {
        onSuccess: ({ isSignedIn }) => {
          if (isSignedIn) {
            toast.success(it.auth.signInSuccessTitle, { description: it.auth.signInSuccess(APP_NAME) });
          } else {
            toast.success(it.auth.signUpSuccessTitle, { description: it.auth.signUpSuccess });
            onConfirmationSent(values.email);
          }
        },
        onError: (error) => showAuthError(it.auth.signUpErrorTitle, error),
      }),
    (fieldErrors) => {
      const message = credentialsValidationToast(fieldErrors);
      if (message) toast.error(message.title, { description: message.description });
    },
  );

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <MessageField isRequired id="sign-up-email" label={it.auth.email} error={errors.email?.message}>
          {(controlProps) => <EmailInput {...controlProps} {...register('email')} />}
        </MessageField>
        <MessageField isRequired id="sign-up-password" label={it.auth.password} error={errors.password?.message}>
          {(controlProps) => (
            <PasswordInput
              {...controlProps}
              autoComplete="new-password"
              placeholder={it.auth.passwordPlaceholder}
              {...register('password')}
            />
          )}
        </MessageField>
        <MessageField
          isRequired
          id="sign-up-nickname"
          label={it.auth.nickname}
          error={errors.nickname?.message}
          hint={it.auth.nicknameHint}
        >
          {(controlProps) => (
            <Input
              {...controlProps}
              autoComplete="nickname"
              placeholder={it.auth.nicknamePlaceholder}
              {...register('nickname')}
            />
          )}
        </MessageField>
        <Button type="submit" disabled={signUp.isPending} className="w-full">
          {signUp.isPending ? it.auth.signingUp : it.auth.signUpButton}
        </Button>
      </form>
      <Button type="button" variant="link" onClick={() => onSwitchMode(getValues('email'))} className="self-center">
        {it.auth.switchToSignIn}
      </Button>
    </div>
  );
}
