// PATCH /rest/v1/restaurants/:id: the edit form's fields (absent ones stay as they are).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchRestaurantInput } from '@domain/schemas/restaurants';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import type { Restaurant } from '@domain/restaurants';
import { restaurantDetailKey } from './get-restaurant';
import { restaurantListsQueryKey } from './get-restaurants';

/** Absent fields stay as they are. */
export async function updateRestaurant({ id, input }: { id: string; input: Partial<PatchRestaurantInput> }): Promise<Restaurant> {
  const { restaurant } = await apiFetch<{ restaurant: Restaurant }>(apiPaths.restaurant(id), {
    method: 'PATCH',
    body: input,
  });
  return restaurant;
}

export function useUpdateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRestaurant,
    onSuccess: (restaurant) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: restaurantListsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: restaurantDetailKey(restaurant.id) }),
      ]),
  });
}
