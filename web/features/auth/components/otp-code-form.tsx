import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { it } from '@domain/i18n/it';
import { MessageField } from '@web/components/message-field';
import { Button } from '@web/components/ui/button';
import { OneTimeCodeInput } from '@web/components/one-time-code-input';
import { EmailInput } from './email-input';
import { emailCodeResolver, otpCodeResolver } from '../auth-form-validation';

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

/** A link-styled question that opens a form below it. */
function Disclosure({ panelId, question, children }: { panelId: string; question: string; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
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
        {question}
      </Button>
      <div id={panelId} hidden={!isOpen}>
        {isOpen && children}
      </div>
    </div>
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
  return (
    <Disclosure panelId={`${idPrefix}-code-panel`} question={it.auth.emailCodeQuestion}>
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
    </Disclosure>
  );
}

type EmailAndCodeProps = {
  defaultEmail: string;
  isPending: boolean;
  onSubmit: (email: string, code: string) => void;
};

/**
 * 'Hai un codice di conferma?': the confirmation code typed in any tab or
 * device, with the address it was sent to (this tab may not know it).
 */
export function EmailAndCodeDisclosure({
  defaultEmail,
  isPending,
  onSubmit,
}: EmailAndCodeProps) {
  return (
    <Disclosure panelId="confirm-elsewhere-panel" question={it.auth.confirmWithCodeQuestion}>
      <EmailAndCodeForm defaultEmail={defaultEmail} isPending={isPending} onSubmit={onSubmit} />
    </Disclosure>
  );
}

function EmailAndCodeForm({
  defaultEmail,
  isPending,
  onSubmit,
}: EmailAndCodeProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: emailCodeResolver, defaultValues: { email: defaultEmail, code: '' } });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(({ email, code }) => onSubmit(email, code))(event)}
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-muted-foreground">{it.auth.confirmWithCodeIntro}</p>
      <MessageField isRequired id="confirm-elsewhere-email" label={it.auth.email} error={errors.email?.message}>
        {(controlProps) => <EmailInput {...controlProps} {...register('email')} />}
      </MessageField>
      <MessageField isRequired id="confirm-elsewhere-code" label={it.auth.emailCodeLabel} error={errors.code?.message}>
        {(controlProps) => <OneTimeCodeInput {...controlProps} {...register('code')} />}
      </MessageField>
      <Button type="submit" disabled={isPending} className="self-start">
        {isPending ? it.auth.verifyingCode : it.auth.verifyCode}
      </Button>
    </form>
  );
}
