import { lazy, Suspense } from 'react';
import { useToastsWanted } from '@web/lib/toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/**
 * The app's one toast outlet, mounted in the root layout; show toasts with
 * `toast` from @web/lib/toast. Empty, and without sonner's code, until the
 * first toast is asked for.
 */
export function Toaster() {
  const wanted = useToastsWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
