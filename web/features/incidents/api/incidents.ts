// GET/POST /rest/v1/restaurants/:id/incidents, PATCH/DELETE /rest/v1/incidents/:id.
// A write refreshes the restaurant's reports and its page (alert, personal
// verdict); the realtime announcement does the same for everyone else.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IncidentReportItem, IncidentReportList } from '@domain/incidents';
import type { IncidentFormValues } from '@domain/schemas/incidents';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import { useRealtime } from '@web/lib/realtime/realtime';

export const incidentsKey = (restaurantId: string) => ['incidents', restaurantId] as const;

export const incidentsQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: incidentsKey(restaurantId),
    queryFn: ({ signal }) => apiFetch<IncidentReportList>(apiPaths.restaurantIncidents(restaurantId), { signal }),
  });

export function useIncidents(restaurantId: string) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: incidentsKey(restaurantId) });
  // A report anywhere is announced as a change of its restaurant; a review can close one.
  useRealtime(
    'restaurants',
    (event) => {
      if (event.record.id === restaurantId) refetch();
    },
    { onResync: refetch },
  );
  useRealtime(
    'reviews',
    (event) => {
      if (event.record.restaurant_id === restaurantId) refetch();
    },
    { onResync: refetch },
  );
  return useQuery(incidentsQueryOptions(restaurantId));
}

export type SaveIncident = { restaurantId: string; id: string | null; values: IncidentFormValues };

export function useSaveIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ restaurantId, id, values }: SaveIncident) =>
      id === null
        ? apiFetch<IncidentReportItem>(apiPaths.restaurantIncidents(restaurantId), { method: 'POST', body: values })
        : apiFetch<IncidentReportItem>(apiPaths.incident(id), { method: 'PATCH', body: values }),
    onSettled: (_data, _error, { restaurantId }) => invalidate(queryClient, restaurantId),
  });
}

export function useWithdrawIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; restaurantId: string }) => apiFetch<null>(apiPaths.incident(id), { method: 'DELETE' }),
    onSettled: (_data, _error, { restaurantId }) => invalidate(queryClient, restaurantId),
  });
}

/** The reports, and every restaurant answer (page, list, map) that shows the alert. */
function invalidate(queryClient: ReturnType<typeof useQueryClient>, restaurantId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: incidentsKey(restaurantId) }),
    queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
  ]);
}
