// The app itself, loaded by main.tsx: renders the router into #root and
// registers the service worker.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForDeepLinks } from './app/native/deep-links';
import { registerServiceWorker } from './app/pwa/service-worker';
import { router } from './app/router';

const container = document.getElementById('root')!;

function start() {
  // A transition: React renders the first page in slices of a few
  // milliseconds, yielding to the browser between them, instead of one long
  // task that keeps a slow phone from answering a tap.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// A page the server sent already drawn (scripts/vite-prerender.ts) stays as it
// is until the route's code is loaded; the app then replaces it with the same
// page at once, never with the loading skeleton in between.
if (container.firstElementChild && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
} else {
  start();
}

registerServiceWorker();
listenForDeepLinks();
