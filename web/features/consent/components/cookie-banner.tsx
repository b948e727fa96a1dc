import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { APP_NAME } from '@web/lib/app-name';
import { writeCookiePreferences, type CookiePreferences } from '@web/lib/consent/acceptances-storage';
import { useConsentState, useCookiePreferences, type ConsentState } from '@web/lib/consent/use-consent';
import { useHasOpened } from '@web/lib/use-has-opened';
import { useCarryLocalConsent } from '../api/carry-local-consent';
import {
  consentUpdateFor,
  effectivePreferences,
  loadAnalyticsIfAllowed,
  pushConsentDefaults,
  pushConsentUpdate,
} from '../consent-mode';

import { ALL_OFF, ALL_ON, useCookieChoice } from '../use-cookie-choice';
import { LazyCookiePreferencesDialog, loadPreferencesDialog } from './lazy-preferences-dialog';

const messages = it.consent;
/** On a phone the three choices share one row: labels may wrap onto two short lines. */
const CHOICE_CLASS = 'h-auto min-h-9 whitespace-normal px-2 text-xs leading-tight md:px-3 md:text-sm';

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
 * A cookie choice found on the account is kept on this device too (as the
 * categories it stands for), so that the next start-up, which draws the page
 * before the account is read, knows there is one (see CookieBanner).
 */
function useKeepAccountChoiceOnDevice({ isLoading, userId, status }: ConsentState, saved: CookiePreferences | null) {
  const accountChoice = isLoading || !userId ? null : status.cookies;
  useEffect(() => {
    if (accountChoice !== null && saved === null) writeCookiePreferences(effectivePreferences(accountChoice, null));
  }, [accountChoice, saved]);
}

/**
 * The banner's height as `--cookie-banner-height` on the document while it is
 * shown, so the toasts (web/components/ui/sonner-toaster.tsx) sit above it
 * instead of over its choices.
 */
function useBannerHeightVariable() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((element: HTMLElement | null) => {
    const root = document.documentElement;
    observer.current?.disconnect();
    observer.current = null;
    if (!element) {
      root.style.removeProperty('--cookie-banner-height');
      return;
    }
    const note = () => root.style.setProperty('--cookie-banner-height', `${element.offsetHeight}px`);
    note();
    observer.current = new ResizeObserver(note);
    observer.current.observe(element);
  }, []);
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
  const consent = useConsentState();
  const { status, isLoading } = consent;
  const saved = useCookiePreferences();
  const [isManaging, setIsManaging] = useState(false);
  const { choose, isSaving } = useCookieChoice(() => setIsManaging(false));
  const hasOpenedPreferences = useHasOpened(isManaging);
  const measureBanner = useBannerHeightVariable();

  useCarryLocalConsent();
  useConsentModeSignals(status.cookies, saved);
  useKeepAccountChoiceOnDevice(consent, saved);

  // While the session and the account's choices are read, this device decides:
  // a browser that has made or seen a cookie choice keeps the banner hidden,
  // any other shows it at once, with the page's first paint (the server's copy
  // of a signed-in page draws it too, scripts/vite-prerender.ts). An account
  // that turns out to hold a choice made elsewhere then hides it.
  if (status.cookies !== null || (isLoading && saved !== null)) return null;

  return (
    <section
      ref={measureBanner}
      aria-labelledby={titleId}
      data-testid="cookie-banner"
      className="sticky bottom-(--app-bottom-inset) z-30 border-t border-border bg-card shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      {/* Compact on a phone (the text, then the three choices on one row), so banner and tab bar leave the page most of the screen. */}
      <div className="mx-auto flex max-w-5xl flex-col gap-2 px-3 py-2 md:flex-row md:items-center md:gap-6 md:px-4 md:py-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="sr-only md:not-sr-only md:text-base md:font-semibold">
            {messages.bannerTitle}
          </h2>
          <p className="text-xs text-muted-foreground md:text-sm">
            {messages.bannerText(APP_NAME)}{' '}
            <Link to={paths.cookiesPolicy} className="font-medium text-primary underline underline-offset-4">
              {messages.cookiePolicyLink}
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-3 gap-1.5 md:flex md:shrink-0 md:gap-2">
          <Button size="sm" className={CHOICE_CLASS} onClick={() => choose(ALL_ON)} disabled={isSaving}>
            {messages.acceptAll}
          </Button>
          <Button size="sm" variant="outline" className={CHOICE_CLASS} onClick={() => choose(ALL_OFF)} disabled={isSaving}>
            {messages.rejectNonEssential}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className={`${CHOICE_CLASS} underline underline-offset-4`}
            onPointerEnter={() => void loadPreferencesDialog()}
            onFocus={() => void loadPreferencesDialog()}
            onClick={() => setIsManaging(true)}
            disabled={isSaving}
          >
            {messages.managePreferences}
          </Button>
        </div>
      </div>
      {hasOpenedPreferences && (
        <Suspense fallback={null}>
          <LazyCookiePreferencesDialog
            open={isManaging}
            onOpenChange={setIsManaging}
            initial={saved ?? ALL_OFF}
            isSaving={isSaving}
            onSave={choose}
          />
        </Suspense>
      )}
    </section>
  );
}
