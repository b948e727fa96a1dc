// The page's entry script, kept tiny: a page the server sent already drawn
// (scripts/vite-prerender.ts) is painted first, and only then is the app's
// code (start.tsx, with React and the router) requested and run, so nothing
// of it stands between a phone and the first screen. An empty page (one that
// is not prerendered) asks for the app at once.
import './styles.css';

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
}
