// The app itself, loaded by main.tsx: renders the router into #root and
// registers the service worker. Evaluating this module only defines things;
// main.tsx calls mountApp in a task of its own, so a phone runs the download's
// evaluation and the start (the router, the current page's code, the first
// render) as separate pieces of work, not one long task that keeps it from
// answering a tap.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForDeepLinks } from './app/native/deep-links';
import { registerServiceWorker } from './app/pwa/service-worker';
import { createAppRouter, requestCurrentPage, type AppRouter } from './app/router';
import { prepareClassMerging } from './lib/cn';
import { whenIdle } from './lib/scheduling';

export { prepareClassMerging, requestCurrentPage };

function render(container: HTMLElement, router: AppRouter) {
  // A transition: React renders the first page in slices of a few
  // milliseconds, yielding to the browser between them, instead of one long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

export function mountApp(): void {
  const container = document.getElementById('root')!;
  const router = createAppRouter();
  // A page the server sent already drawn (scripts/vite-prerender.ts) stays as it
  // is until the route's code is loaded; the app then replaces it with the same
  // page at once, never with the loading skeleton in between.
  if (container.firstElementChild && !router.state.initialized) {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      render(container, router);
    });
  } else {
    render(container, router);
  }
  // Registering reaches into the browser's worker machinery at once (some
  // 25 ms of a slow phone's start task); the page needs it only for the next visit.
  whenIdle(registerServiceWorker);
  listenForDeepLinks();
}
