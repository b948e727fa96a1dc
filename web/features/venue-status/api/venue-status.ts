// GET/PUT/DELETE /rest/v1/restaurants/:id/status ('Segnala chiusura o cambio
// gestione'). A write refreshes the claims and every restaurant answer (page,
// list, map, saved) that shows the status; the realtime announcement of the
// restaurant does the same for everyone else's open pages.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VenueStatusClaimInput } from '@domain/schemas/venue-status';
import type { VenueStatusClaim, VenueStatusSummary } from '@domain/venue-status';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import { useRealtime } from '@web/lib/realtime/realtime';

export const venueStatusKey = (restaurantId: string) => ['venue-status', restaurantId] as const;

export const venueStatusQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: venueStatusKey(restaurantId),
    queryFn: ({ signal }) => apiFetch<VenueStatusSummary>(apiPaths.restaurantStatus(restaurantId), { signal }),
  });

export function useVenueStatus(restaurantId: string) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: venueStatusKey(restaurantId) });
  // Claims and statuses are announced as changes of their restaurant (migrations 0014, 0019).
  useRealtime(
    'restaurants',
    (event) => {
      if (event.record.id === restaurantId) refetch();
    },
    { onResync: refetch },
  );
  return useQuery(venueStatusQueryOptions(restaurantId));
}

/** `claim` null withdraws the caller's claim. */
export function useSetVenueStatusClaim(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: VenueStatusClaimInput | null) =>
      apiFetch<VenueStatusSummary>(apiPaths.restaurantStatus(restaurantId), claim === null ? { method: 'DELETE' } : { method: 'PUT', body: claim }),
    onSuccess: (summary) => queryClient.setQueryData(venueStatusKey(restaurantId), summary),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: venueStatusKey(restaurantId) }),
        queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
        queryClient.invalidateQueries({ queryKey: ['saved'] }),
      ]),
  });
}

type ClaimItem = { id: string; status: VenueStatusClaim; change_date: string | null; created_at: string; nickname: string | null; is_own: boolean };

/** Who claimed what ('Chi l'ha detto'), under the status key: a claim written or a live change refreshes it. */
export const venueStatusClaimsKey = (restaurantId: string) => [...venueStatusKey(restaurantId), 'claims'] as const;

export async function loadVenueStatusClaims(restaurantId: string, signal: AbortSignal): Promise<ClaimItem[]> {
  return (await apiFetch<{ items: ClaimItem[] }>(apiPaths.restaurantStatusClaims(restaurantId), { signal })).items;
}
