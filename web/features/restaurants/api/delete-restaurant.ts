// DELETE /rest/v1/restaurants/:id: 204, or 403 `not_deleted` when the server's
// policy keeps it (only its creator, and only while nobody else reviewed it).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import { restaurantDetailKey } from './get-restaurant';
import { restaurantListsQueryKey } from './get-restaurants';

export const deleteRestaurant = (id: string) => apiFetch<void>(apiPaths.restaurant(id), { method: 'DELETE' });

export function useDeleteRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRestaurant,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: restaurantDetailKey(id) });
      return queryClient.invalidateQueries({ queryKey: restaurantListsQueryKey() });
    },
  });
}
