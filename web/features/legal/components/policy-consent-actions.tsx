import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Check } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import type { ConsentType } from '@domain/consent';
import { paths } from '@web/app/paths';
import { ConfirmDialog, preloadConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { logout } from '@web/lib/auth/logout';
import { cn } from '@web/lib/cn';
import { useConsentState, useSaveConsent } from '@web/lib/consent/use-consent';

const messages = it.consent;

function ChoiceButton({ label, isChosen, onClick }: { label: string; isChosen: boolean; onClick: () => void }) {
  return (
    <Button
      variant={isChosen ? 'default' : 'outline'}
      size="lg"
      aria-pressed={isChosen}
      onClick={onClick}
      className={cn('min-w-44 justify-center')}
    >
      <Check
        aria-hidden="true"
        data-testid={isChosen ? 'choice-check' : undefined}
        className={cn('size-5', !isChosen && 'invisible')}
      />
      {label}
    </Button>
  );
}

/**
 * Accept or refuse one policy, then save (docs/product.md#legal-pages, policy page flow).
 * Accepting stores true and goes to /home. Refusing asks for confirmation,
 * stores false, signs out and goes to /.
 */
export function PolicyConsentActions({ consentType }: { consentType: ConsentType }) {
  const navigate = useNavigate();
  const { status, userId } = useConsentState();
  const save = useSaveConsent();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [isConfirmingRefusal, setIsConfirmingRefusal] = useState(false);
  const shown = choice ?? status[consentType];

  const store = (value: boolean, then: () => void | Promise<void>) =>
    save.mutate(
      { type: consentType, value },
      { onSuccess: () => void then(), onError: () => toast.error(messages.saveFailed) },
    );

  const saveAndContinue = () => {
    if (choice === true) store(true, () => navigate(paths.info));
    else if (choice === false) setIsConfirmingRefusal(true);
  };

  const confirmRefusal = () =>
    store(false, async () => {
      setIsConfirmingRefusal(false);
      // A visitor has no session to end; signing out would also wipe the refusal just stored.
      if (userId) await logout();
      else navigate(paths.landing);
    });

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap gap-3">
        <ChoiceButton label={messages.accept} isChosen={shown === true} onClick={() => setChoice(true)} />
        <ChoiceButton
          label={messages.refuse}
          isChosen={shown === false}
          onClick={() => {
            // The confirmation's code, before 'Salva e continua' asks for it.
            void preloadConfirmDialog();
            setChoice(false);
          }}
        />
      </div>
      {choice !== null && (
        <Button size="lg" variant="secondary" onClick={saveAndContinue} disabled={save.isPending} className="self-start">
          {messages.saveAndContinue}
        </Button>
      )}
      <ConfirmDialog
        isOpen={isConfirmingRefusal}
        title={messages.refuseDialogTitle}
        description={messages.refuseDialogText}
        confirmLabel={messages.refuseDialogYes}
        cancelLabel={messages.refuseDialogNo}
        isPending={save.isPending}
        onConfirm={confirmRefusal}
        onCancel={() => setIsConfirmingRefusal(false)}
      />
    </div>
  );
}
