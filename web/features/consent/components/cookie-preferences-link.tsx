import { Suspense, useState } from 'react';
import { it } from '@domain/i18n/it';
import { useConsentState, useCookiePreferences } from '@web/lib/consent/use-consent';
import { useHasOpened } from '@web/lib/use-has-opened';
import { effectivePreferences } from '../consent-mode';
import { ALL_OFF, useCookieChoice } from '../use-cookie-choice';
import { LazyCookiePreferencesDialog, loadPreferencesDialog } from './lazy-preferences-dialog';

/**
 * 'Preferenze cookie' at the bottom of every page: reopens the preferences
 * with the choice in force, so consent can be changed or withdrawn at any
 * time, not only while the banner is up.
 */
export function CookiePreferencesLink() {
  const { status } = useConsentState();
  const saved = useCookiePreferences();
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useHasOpened(isOpen);
  const { choose, isSaving } = useCookieChoice(() => setIsOpen(false));
  return (
    <>
      <button
        type="button"
        className="rounded-sm text-xs text-muted-foreground underline underline-offset-4 outline-hidden hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        onPointerEnter={() => void loadPreferencesDialog()}
        onFocus={() => void loadPreferencesDialog()}
        onClick={() => setIsOpen(true)}
      >
        {it.consent.preferencesLink}
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <LazyCookiePreferencesDialog
            open={isOpen}
            onOpenChange={setIsOpen}
            initial={status.cookies === null ? ALL_OFF : effectivePreferences(status.cookies, saved)}
            isSaving={isSaving}
            onSave={choose}
          />
        </Suspense>
      )}
    </>
  );
}
