import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { it } from '@domain/i18n/it';
import { MessageField } from '@web/components/message-field';
import { Button } from '@web/components/ui/button';
import { OneTimeCodeInput } from '@web/components/one-time-code-input';
import { otpCodeResolver } from '../auth-form-validation';

/**
 * One 6-digit code: the emails' code (confirmation, recovery) and the
 * authenticator app's code (two-step verification).
 */
export function OtpCodeForm({
  id,
  label,
  hint,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  autoFocus = false,
}: {
  id: string;
  label: string;
  hint?: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: (code: string) => void;
  autoFocus?: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: otpCodeResolver, defaultValues: { code: '' } });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(({ code }) => onSubmit(code))(event)} className="flex flex-col gap-3">
      <MessageField isRequired id={id} label={label} error={errors.code?.message} hint={hint}>
        {(controlProps) => (
          <OneTimeCodeInput
            {...controlProps}
            // The code is all this step asks for: the field takes the focus when the step opens.
            autoFocus={autoFocus}
            {...register('code')}
          />
        )}
      </MessageField>
      <Button type="submit" disabled={isPending} className="self-start">
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

/** 'Hai ricevuto un codice?': opens the code form of an email that was just sent. */
export function EmailCodeDisclosure({
  idPrefix,
  isPending,
  onSubmit,
}: {
  idPrefix: string;
  isPending: boolean;
  onSubmit: (code: string) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = `${idPrefix}-code-panel`;
  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="link"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="self-center"
      >
        {it.auth.emailCodeQuestion}
      </Button>
      <div id={panelId} hidden={!isOpen}>
        {isOpen && (
          <OtpCodeForm
            id={`${idPrefix}-code`}
            label={it.auth.emailCodeLabel}
            hint={it.auth.emailCodeHint}
            submitLabel={it.auth.verifyCode}
            pendingLabel={it.auth.verifyingCode}
            isPending={isPending}
            onSubmit={onSubmit}
            autoFocus
          />
        )}
      </div>
    </div>
  );
}
