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

// At the bottom, above the tab bar where there is one (--app-bottom-inset, set
// by the root layout) and the cookie banner while it shows (--cookie-banner-height):
// at the top a toast covered page titles, and the bell's panel with its title
// and 'Segna tutte lette', which open just under the header.
const ABOVE_BOTTOM_BAR = 'calc(var(--app-bottom-inset, 0px) + var(--cookie-banner-height, 0px) + 12px)';

/** sonner's outlet with the app's settings; loaded with the first toast (web/lib/toast.ts). */
export default function SonnerToaster() {
  return (
    <Sonner
      richColors
      position="bottom-right"
      closeButton
      style={RICH_COLORS_AA}
      containerAriaLabel={it.common.toastRegion}
      toastOptions={{ closeButtonAriaLabel: it.common.close }}
      offset={{ bottom: ABOVE_BOTTOM_BAR }}
      mobileOffset={{ bottom: ABOVE_BOTTOM_BAR }}
    />
  );
}
