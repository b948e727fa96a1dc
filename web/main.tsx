// The page's entry script, kept tiny: a page the server sent already drawn
// (scripts/vite-prerender.ts) is painted first, and only then is the app's
// code (start.tsx, with React and the router) requested and run, so nothing
// of it stands between a phone and the first screen. An empty page (one that
// is not prerendered) asks for the app at once.
import './styles.css';
import { activateLanguage } from '@domain/i18n/active';
import { withoutLanguagePrefix } from '@domain/i18n/language';
import { configuredApiUrl } from './lib/api-base';
import { AUTH_STORAGE_KEY } from './lib/auth/storage-key';
import { EARLY_API_PATHS, publicEarlyApiPathsFor, sendEarly, storedAccessToken } from './lib/early-requests';
import { showLanguage, startLanguage } from './lib/language';
import { preloadPageModules } from './lib/page-modules';

// The language, before any of the app's code runs (docs/decisions/020-english-interface.md):
// English fills the Italian catalogue's objects in place, so every module the
// app evaluates afterwards reads English. Its texts are a chunk of their own,
// asked for with the app, so after the first paint of a page sent drawn, as
// the app's code is (ADR 017); an Italian page never downloads them.
const language = startLanguage(window.location, navigator);
showLanguage(document, language);
const loadLanguage = (): Promise<void> =>
  language === 'it'
    ? Promise.resolve()
    : import('@domain/i18n/en/web').then(
        (messages) => activateLanguage(language, messages),
        // Not downloaded (offline before the service worker kept it): the app in Italian, said so to the browser.
        () => showLanguage(document, 'it'),
      );

let isStarted = false;
const startApp = () => {
  if (isStarted) return;
  isStarted = true;
  const languageReady = loadLanguage();
  // Started in a task of its own, after the one that evaluates the download (web/start.tsx), and after
  // others that ask for the current page's code (app/router.tsx) and ready the class-name merging every
  // page's first render uses (lib/cn.ts).
  // React comes in a chunk of its own (vite.config.ts), asked for here as well
  // as by the app: the smaller file arrives first and is evaluated in a task
  // of its own, and the app's evaluation is the rest. The app is asked for a
  // task later: each import links its files, some milliseconds of a phone's CPU.
  import('react-dom/client').catch(() => {});
  setTimeout(() => {
    void languageReady.then(() => import('./start')).then(({ mountApp, prepareClassMerging, requestCurrentPage }) => {
      setTimeout(requestCurrentPage, 0);
      setTimeout(prepareClassMerging, 0);
      setTimeout(mountApp, 0);
    });
  }, 0);
  // The current page's own files, a few per task (lib/page-modules.ts), while the app downloads.
  preloadPageModules();
  // A stored session: the app's first step is to load the auth client and
  // read the session's assurance level (lib/auth/auth-loader.ts, session.tsx),
  // a round trip each once the app has run. Asked for now, with the app.
  const storedSession = readStoredSession();
  if (storedSession === null) return;
  // Each in a task of its own: every module asked for and every request sent costs a phone a few milliseconds.
  // Once the language is in: their chunks import the app's (start.tsx), and evaluating it before English fills
  // the catalogue kept the Italian of every text read as a module is evaluated (a signed-in English page's tabs).
  void languageReady.then(() => {
    for (const load of [() => import('./lib/auth/auth-client'), () => import('./lib/auth/assurance')]) setTimeout(() => load().catch(() => {}), 0);
  });
  // And what every signed-in page reads first, and the page's public reads (lib/early-requests.ts).
  setTimeout(() => {
    const token = storedAccessToken(storedSession);
    if (configuredApiUrl() !== null) return;
    if (token !== null) sendEarly(EARLY_API_PATHS, token, language);
    sendEarly(publicEarlyApiPathsFor(withoutLanguagePrefix(window.location.pathname)), null, language);
  }, 0);
};

// A page sent drawn: a public page for a first-time visitor, or a signed-in
// page's shell for a stored session (server/site/prerendered.ts).
if (document.getElementById('root')?.firstElementChild && document.visibilityState === 'visible') {
  afterFirstPaint(startApp);
  // A tab sent to the background before its first paint never records one.
  setTimeout(startApp, 3000);
} else {
  // An empty page, or a tab opened in the background: no paint to wait for.
  startApp();
}

/**
 * Once the page is on the screen: the browser records the first contentful
 * paint when the frame is shown, some frames after the one that drew it, and
 * the app's downloads must not compete with that frame on a slow phone.
 */
function afterFirstPaint(then: () => void) {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // setTimeout inside requestAnimationFrame: after the frame that paints the page.
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(then, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}

function readStoredSession(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
}
