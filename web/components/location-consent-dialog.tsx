import { useEffect, useId, useRef } from 'react';
import { MapPin } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { buttonVariants } from '@web/components/ui/button';
import { dialogContentClassName } from '@web/components/ui/dialog-classes';
import { focusedOpener, returnFocusTo } from '@web/components/ui/return-focus';
import { APP_NAME } from '@web/lib/app-name';
import { cn } from '@web/lib/cn';
import { useLocationConsent } from '@web/lib/location-consent';

const messages = it.geolocation;

type LocationConsentDialogProps = {
  /** Called after 'Consenti' is stored: the caller requests the position now. */
  onGranted?: () => void;
  /** Called after 'Non ora' (or closing the dialog) is stored as denied. */
  onDenied?: () => void;
};

/**
 * Asks once for permission to use the position (the restaurant list mounts
 * it). It shows only while no answer is stored; the answer is remembered in
 * this browser. Use `useLocationConsent()` to read it and to record a browser
 * permission refusal.
 *
 * The browser's own modal <dialog>, not the Radix alert dialog the app's
 * confirmations use: this one opens by itself on a first visit, as the page
 * starts, and the Radix one injects a style sheet and marks
 * every other element hidden as it opens, which makes the browser compute
 * the whole page's style again (200 ms and more of a throttled phone's main
 * thread). The browser's modal dialog keeps the rest of the page inert, traps
 * focus and answers Escape by itself.
 */
export function LocationConsentDialog({ onGranted, onDenied }: LocationConsentDialogProps) {
  const { consent, grant, deny } = useLocationConsent();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Open exactly while no answer is stored.
  const isOpen = consent === null;

  // Opened as the page mounts, while it holds only its skeleton: opening a modal
  // dialog makes the browser compute the style of the whole page again, a long
  // task over a drawn list (ADR 016). In a task of its own, not in React's.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !isOpen || dialog.open) return;
    const id = window.setTimeout(() => {
      opener.current = focusedOpener();
      dialog.showModal();
      cancelRef.current?.focus();
    }, 0);
    return () => window.clearTimeout(id);
  }, [isOpen]);

  // Each answer is stored, then the dialog closes and focus goes back where it was (else to the page's main region).
  const answer = (store: () => void, then?: () => void) => {
    dialogRef.current?.close();
    returnFocusTo(opener.current);
    store();
    then?.();
  };
  const decline = () => answer(deny, onDenied);

  if (consent !== null) return null;
  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="location-consent-dialog"
      className={cn(dialogContentClassName, 'm-0 open:animate-scale-in backdrop:bg-stone-950/50')}
      // Escape counts as 'Non ora'.
      onCancel={(event) => {
        event.preventDefault();
        decline();
      }}
    >
      <div className="flex flex-col gap-2 text-left">
        <h2 id={titleId} className="flex items-center gap-2 text-lg leading-snug font-semibold">
          <MapPin className="size-5 text-primary" aria-hidden="true" />
          {messages.consentTitle}
        </h2>
        <p id={descriptionId} className="text-sm whitespace-pre-line text-muted-foreground">
          {messages.consentText(APP_NAME)}
        </p>
      </div>
      <p className="text-xs text-muted-foreground">{messages.consentLaterHint}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button ref={cancelRef} type="button" className={buttonVariants({ variant: 'outline' })} onClick={decline}>
          {messages.consentDeny}
        </button>
        <button type="button" className={buttonVariants({ variant: 'default' })} onClick={() => answer(grant, onGranted)}>
          {messages.consentAllow}
        </button>
      </div>
    </dialog>
  );
}
