import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { it } from '@domain/i18n/it';

// sonner's richColors text colours sit under the 4.5:1 AA minimum on their own
// backgrounds (error 4.35:1, info 4.4:1, success 4.3:1, warning 2.9:1). These
// darker shades of the same hues reach about 7:1; the backgrounds stay sonner's.
const RICH_COLORS_AA = {
  '--success-text': 'hsl(142 76% 22%)',
  '--info-text': 'hsl(212 90% 32%)',
  '--warning-text': 'hsl(28 90% 28%)',
  '--error-text': 'hsl(0 80% 36%)',
} as CSSProperties;

// Below the sticky top bar (4rem plus the safe area): a toast never covers the
// header, the bell or its title.
const BELOW_HEADER = 'calc(env(safe-area-inset-top) + 4rem + 8px)';

/** sonner's outlet with the app's settings; loaded with the first toast (web/lib/toast.ts). */
export default function SonnerToaster() {
  return (
    <Sonner
      richColors
      position="top-center"
      closeButton
      style={RICH_COLORS_AA}
      containerAriaLabel={it.common.toastRegion}
      toastOptions={{ closeButtonAriaLabel: it.common.close }}
      offset={{ top: BELOW_HEADER }}
      mobileOffset={{ top: BELOW_HEADER }}
    />
  );
}
