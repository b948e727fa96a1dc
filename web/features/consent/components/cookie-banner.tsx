import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { APP_NAME } from '@web/lib/app-name';
import type { CookiePreferences } from '@web/lib/consent/acceptances-storage';
import { useConsentState, useCookiePreferences, useSaveConsent } from '@web/lib/consent/use-consent';
import { useCarryLocalConsent } from '../api/carry-local-consent';
import {
  consentUpdateFor,
  cookieChoiceFromPreferences,
  effectivePreferences,
  loadAnalyticsIfAllowed,
  pushConsentDefaults,
  pushConsentUpdate,
} from '../consent-mode';

// The dialog's code loads when a visitor first points at or opens 'Gestisci
// preferenze': most choose from the banner itself.
const loadPreferencesDialog = () => import('./cookie-preferences-dialog');
const CookiePreferencesDialog = lazy(() => loadPreferencesDialog().then((module) => ({ default: module.CookiePreferencesDialog })));

const messages = it.consent;
const ALL_ON: CookiePreferences = { analytics: true, marketing: true };
const ALL_OFF: CookiePreferences = { analytics: false, marketing: false };

/** Keeps Google consent mode in step with the cookie choice, wherever it was made. */
function useConsentModeSignals(cookieChoice: boolean | null, saved: CookiePreferences | null) {
  const lastPushed = useRef<string | null>(null);
  useEffect(() => {
    pushConsentDefaults();
  }, []);
  useEffect(() => {
    if (cookieChoice === null) return;
    const update = consentUpdateFor(effectivePreferences(cookieChoice, saved));
    const signature = JSON.stringify(update);
    if (signature === lastPushed.current) return;
    lastPushed.current = signature;
    pushConsentUpdate(update);
    loadAnalyticsIfAllowed(update);
  }, [cookieChoice, saved]);
}

/**
 * The cookie banner at the bottom of every screen until a cookie choice exists.
 * It also carries choices made while signed out to the account after sign-in
 * and keeps the consent-mode signals current, so it is mounted once in the
 * root layout. It sits above the bottom tab bar (`--app-bottom-inset`) and,
 * being sticky rather than fixed, never hides the end of the page.
 */
export function CookieBanner() {
  const titleId = useId();
  const { status, isLoading } = useConsentState();
  const saved = useCookiePreferences();
  const save = useSaveConsent();
  const [isManaging, setIsManaging] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own exit and focus return.
  const [hasOpenedPreferences, setHasOpenedPreferences] = useState(false);

  useCarryLocalConsent();
  useConsentModeSignals(status.cookies, saved);

  if (isLoading || status.cookies !== null) return null;

  const choose = (preferences: CookiePreferences) =>
    save.mutate(
      { type: 'cookies', value: cookieChoiceFromPreferences(preferences), cookiePreferences: preferences },
      {
        onSuccess: () => setIsManaging(false),
        onError: () => toast.error(messages.saveFailed),
      },
    );

  return (
    <section
      aria-labelledby={titleId}
      data-testid="cookie-banner"
      className="sticky bottom-(--app-bottom-inset) z-30 border-t border-border bg-card shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:gap-6 md:py-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="text-base font-semibold">
            {messages.bannerTitle}
          </h2>
          <p className="text-sm text-muted-foreground">
            {messages.bannerText(APP_NAME)}{' '}
            <Link to={paths.cookiesPolicy} className="font-medium text-primary underline underline-offset-4">
              {messages.cookiePolicyLink}
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 md:flex md:shrink-0">
          <Button size="sm" onClick={() => choose(ALL_ON)} disabled={save.isPending}>
            {messages.acceptAll}
          </Button>
          <Button size="sm" variant="outline" onClick={() => choose(ALL_OFF)} disabled={save.isPending}>
            {messages.rejectNonEssential}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="col-span-2 underline underline-offset-4"
            onPointerEnter={() => void loadPreferencesDialog()}
            onFocus={() => void loadPreferencesDialog()}
            onClick={() => {
              setHasOpenedPreferences(true);
              setIsManaging(true);
            }}
            disabled={save.isPending}
          >
            {messages.managePreferences}
          </Button>
        </div>
      </div>
      {hasOpenedPreferences && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open={isManaging}
            onOpenChange={setIsManaging}
            initial={saved ?? ALL_OFF}
            isSaving={save.isPending}
            onSave={choose}
          />
        </Suspense>
      )}
    </section>
  );
}
