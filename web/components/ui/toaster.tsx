import { Toaster as Sonner } from 'sonner';
import { it } from '@domain/i18n/it';

/** The app's one toast outlet, mounted in the root layout; call `toast()` from sonner anywhere. */
export function Toaster() {
  return (
    <Sonner
      richColors
      position="top-center"
      closeButton
      containerAriaLabel={it.common.toastRegion}
      toastOptions={{ closeButtonAriaLabel: it.common.close }}
      // Keep toasts clear of the notch / status bar on devices with a safe area.
      offset={{ top: 'calc(env(safe-area-inset-top) + 16px)' }}
      mobileOffset={{ top: 'calc(env(safe-area-inset-top) + 16px)' }}
    />
  );
}
