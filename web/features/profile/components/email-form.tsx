import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { changeEmailInputSchema } from '@domain/schemas/auth';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { authErrorToItalian } from '@web/lib/auth/auth-errors';
import { resendEmailChange, useUpdateEmail } from '../api/update-email';
import { ResendEmail } from '@web/components/resend-email';
import { MessageField } from '@web/components/message-field';

/**
 * Email change: confirmed through a link sent to the new address, which can
 * be sent again ('Invia di nuovo') once the server's send window is over.
 */
export function EmailForm() {
  const updateEmail = useUpdateEmail();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changeEmailInputSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(
    ({ email }) =>
      updateEmail.mutate(email, {
        onSuccess: () => {
          toast.success(it.profile.emailUpdatedTitle, { description: it.profile.emailUpdated });
          setPendingEmail(email);
          reset();
        },
        onError: (error) => toast.error(it.profile.emailErrorTitle, { description: authErrorToItalian(error) }),
      }),
    (fieldErrors) => {
      const message = fieldErrors.email?.message;
      if (message) toast.error(it.profile.emailErrorTitle, { description: message });
    },
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <h3 className="font-semibold">{it.profile.changeEmailTitle}</h3>
      <MessageField
        id="profile-new-email"
        label={it.profile.newEmail}
        error={errors.email?.message}
        hint={it.profile.changeEmailHint}
      >
        {(controlProps) => <Input {...controlProps} type="email" autoComplete="email" {...register('email')} />}
      </MessageField>
      <Button type="submit" variant="outline" disabled={updateEmail.isPending} className="self-start">
        {updateEmail.isPending ? it.profile.saving : it.profile.updateEmail}
      </Button>
      {pendingEmail && (
        <div className="flex flex-col gap-2">
          <p role="status" className="text-sm text-muted-foreground">
            {it.profile.emailChangePending(pendingEmail)}
          </p>
          <ResendEmail
            key={pendingEmail}
            hasJustSent
            send={() => resendEmailChange(pendingEmail)}
            sentToast={{ title: it.profile.emailUpdatedTitle, description: it.profile.emailUpdated }}
            errorTitle={it.profile.emailErrorTitle}
          />
        </div>
      )}
    </form>
  );
}
