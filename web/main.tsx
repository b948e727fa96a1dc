// The page's entry script, kept tiny: a page the server sent already drawn
// (scripts/vite-prerender.ts) is painted first, and only then is the app's
// code (start.tsx, with React and the router) requested and run, so nothing
// of it stands between a phone and the first screen. An empty page (one that
// is not prerendered) asks for the app at once.
import './styles.css';
import { AUTH_STORAGE_KEY } from './lib/auth/storage-key';

let isStarted = false;
const startApp = () => {
  if (isStarted) return;
  isStarted = true;
  void import('./start');
};

if (document.getElementById('root')?.firstElementChild) {
  // setTimeout inside requestAnimationFrame: after the frame that paints the page.
  requestAnimationFrame(() => setTimeout(startApp, 0));
  // A tab opened in the background paints no frame until it is shown.
  setTimeout(startApp, 500);
} else {
  startApp();
  // A stored session: the app's first step is to load the auth client and
  // read the session's assurance level (lib/auth/auth-loader.ts, session.tsx),
  // a round trip each once the app has run. Asked for now, with the app.
  if (hasStoredSession()) {
    for (const load of [() => import('./lib/auth/auth-client'), () => import('./lib/auth/assurance')]) load().catch(() => {});
  }
}

function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
