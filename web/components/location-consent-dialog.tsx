import { MapPin } from 'lucide-react';
import { it } from '@domain/i18n/it';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { APP_NAME } from '@web/lib/app-name';
import { useLocationConsent } from '@web/lib/location-consent';
import { useFirstIdleMoment } from '@web/lib/use-first-idle-moment';

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
 */
export function LocationConsentDialog({ onGranted, onDenied }: LocationConsentDialogProps) {
  const { consent, grant, deny } = useLocationConsent();
  const isIdle = useFirstIdleMoment();
  const decline = () => {
    deny();
    onDenied?.();
  };
  return (
    // Open exactly while no answer is stored; each button stores one, Escape counts as 'Non ora'. From the
    // first idle moment on: opening a modal dialog computes the whole page's style and layout at once.
    <AlertDialog open={consent === null && isIdle}>
      <AlertDialogContent data-testid="location-consent-dialog" onEscapeKeyDown={decline}>
        <AlertDialogHeader>
          <AlertDialogTitle className="flex items-center gap-2">
            <MapPin className="size-5 text-primary" aria-hidden="true" />
            {messages.consentTitle}
          </AlertDialogTitle>
          <AlertDialogDescription>{messages.consentText(APP_NAME)}</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-xs text-muted-foreground">{messages.consentLaterHint}</p>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={decline}>{messages.consentDeny}</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              grant();
              onGranted?.();
            }}
          >
            {messages.consentAllow}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
