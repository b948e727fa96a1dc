import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { SessionProvider, type Navigate } from '@web/lib/auth/session';
import type { AppRouter } from './router';

const queryClient = new QueryClient({
  // offlineFirst: offline, a query still asks once, and the service worker answers from what was seen before.
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' } },
});

export function App({ router }: { router: AppRouter }) {
  // The session provider sits outside the router, so it navigates through the router object.
  const navigate = useMemo<Navigate>(() => (to, options) => void router.navigate(to, options), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider navigate={navigate}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
