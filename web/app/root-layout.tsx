import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { it } from '@domain/i18n/it';
import { Toaster } from '@web/components/ui/toaster';
import { cn } from '@web/lib/cn';
import { isNativePlatform } from '@web/lib/platform';
import { noteLocation } from '@web/lib/start-location';
import { useSession } from '@web/lib/auth/session';
import { CookieBanner } from '@web/features/consent/components/cookie-banner';
import { CookiePreferencesLink } from '@web/features/consent/components/cookie-preferences-link';
import { RefusedPolicyPrompt, useRefusedPolicy } from '@web/features/consent/components/refused-policy-prompt';
import { LanguageLink } from '@web/features/profile/components/language-switch';
import { AllergenIntegrityCheck } from '@web/features/profile/allergen-integrity-check';
import { BottomTabBar } from './nav/bottom-tab-bar';
import { ConnectionBanners } from './pwa/connection-banners';
import { TopNav } from './nav/top-nav';
import { PageLoading } from './page-loading';

// Only accounts with two-step verification meet it, after a password sign-in.
const MfaChallenge = lazy(() => import('@web/features/auth/components/mfa-challenge').then((module) => ({ default: module.MfaChallenge })));

/**
 * The shell around every page: skip link, top navigation, the page itself,
 * a footer with the other language and 'Preferenze cookie', the bottom tab bar on small screens
 * (always on native platforms) and the toast outlet.
 *
 * `--app-bottom-inset` is the height covered at the bottom of the viewport
 * (tab bar plus safe area): the page is padded by it, and anything fixed to
 * the bottom (the cookie banner) should sit above it.
 */
export function RootLayout() {
  const isNative = isNativePlatform();
  const navigation = useNavigation();
  const { mfaRequired } = useSession();
  const refusedPolicy = useRefusedPolicy();
  // In the render, not an effect: the page below reads it as it draws (MountedInTurn).
  noteLocation(useLocation().key);
  return (
    <div
      className={cn(
        'flex min-h-dvh flex-col',
        // A page marked data-fills-viewport (the map) gets exactly the height left: the page never scrolls.
        'has-[[data-fills-viewport]]:h-dvh',
        '[--app-bottom-inset:calc(var(--spacing-tab-bar)+env(safe-area-inset-bottom))]',
        !isNative && 'md:[--app-bottom-inset:env(safe-area-inset-bottom)]',
      )}
    >
      <a
        href="#main"
        className="sr-only rounded-md bg-primary font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:px-4 focus:py-3 focus:top-3 focus:left-3 focus:z-50 focus:outline-hidden focus:ring-2 focus:ring-ring focus:ring-offset-2"
      >
        {it.nav.skipToContent}
      </a>
      {navigation.state === 'loading' && (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-primary" />
      )}
      <TopNav showTabs={isNative ? 'never' : 'md-up'} />
      <ConnectionBanners />
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'flex flex-1 flex-col pb-(--app-bottom-inset) outline-hidden has-[[data-fills-viewport]]:min-h-0',
          // While a page shows its loading skeleton the footer is left out, and appears under the page once it is
          // drawn: otherwise it would jump down as the page fills, and the visible part of the page moves with it
          // (a layout shift: Lighthouse measured 0.75 on /restaurants).
          '[&:has([data-page-skeleton])>footer]:hidden',
        )}
      >
        {/* A password-only session of a two-step account: the code comes before any page. */}
        {mfaRequired ? (
          <Suspense fallback={<PageLoading />}>
            <MfaChallenge />
          </Suspense>
        ) : refusedPolicy ? (
          // A refused terms or privacy policy on the account: accepted again before any other page.
          <RefusedPolicyPrompt policy={refusedPolicy} />
        ) : (
          <Outlet />
        )}
        <footer className="flex justify-center gap-4 px-4 py-1.5">
          <LanguageLink />
          <CookiePreferencesLink />
        </footer>
      </main>
      <CookieBanner />
      <BottomTabBar show={isNative ? 'always' : 'below-md'} />
      <Toaster />
      <AllergenIntegrityCheck />
      <ScrollRestoration />
    </div>
  );
}
