// GET /rest/v1/saved(/ids), PUT and DELETE /rest/v1/saved/:id. The ids feed
// every 'Salva' control (list rows, map popups, the restaurant page) from one
// cached answer; a toggle updates it at once and settles with the server.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LatLng } from '@domain/geo';
import type { SavedRestaurant } from '@domain/saved';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';

const savedKey = ['saved'] as const;
const savedIdsKey = ['saved', 'ids'] as const;

export const useSavedIds = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: savedIdsKey,
    queryFn: async ({ signal }) => new Set((await apiFetch<{ ids: string[] }>(apiPaths.savedIds, { signal })).ids),
    enabled,
    staleTime: 60_000,
  });

export const savedListQueryOptions = (position: LatLng | null) =>
  queryOptions({
    queryKey: [...savedKey, 'list', position?.lat ?? null, position?.lng ?? null],
    queryFn: ({ signal }) => {
      const query = position ? `?${new URLSearchParams({ lat: String(position.lat), lng: String(position.lng) }).toString()}` : '';
      return apiFetch<{ items: SavedRestaurant[] }>(`${apiPaths.saved}${query}`, { signal });
    },
  });

export const useSavedList = (position: LatLng | null, { enabled }: { enabled: boolean }) =>
  useQuery({ ...savedListQueryOptions(position), enabled });

export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, save }: { id: string; save: boolean }) =>
      apiFetch<null>(apiPaths.savedRestaurant(id), { method: save ? 'PUT' : 'DELETE' }),
    onMutate: async ({ id, save }) => {
      await queryClient.cancelQueries({ queryKey: savedIdsKey });
      const before = queryClient.getQueryData<Set<string>>(savedIdsKey);
      const next = new Set(before);
      if (save) next.add(id);
      else next.delete(id);
      queryClient.setQueryData(savedIdsKey, next);
      return { before };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(savedIdsKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}
