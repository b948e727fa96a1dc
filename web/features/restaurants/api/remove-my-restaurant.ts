// DELETE /rest/v1/my-restaurants/:id: deletes all the user's reviews of the
// restaurant (one transaction on the server); 204, or 404 when none is left.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import { restaurantDetailKey } from './get-restaurant';
import { myRestaurantsQueryKey } from './get-my-restaurants';
import { restaurantListsQueryKey } from './get-restaurants';

export const removeMyRestaurant = (id: string) => apiFetch<void>(apiPaths.myRestaurant(id), { method: 'DELETE' });

export function useRemoveMyRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMyRestaurant,
    onSuccess: (_result, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myRestaurantsQueryKey() }),
        // Its reviews, badge and counts changed, and it may have left the list.
        queryClient.invalidateQueries({ queryKey: restaurantDetailKey(id) }),
        queryClient.invalidateQueries({ queryKey: restaurantListsQueryKey() }),
      ]),
  });
}
