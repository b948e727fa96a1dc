// Keeps an open restaurant page current: a review of it written, edited,
// deleted or voted on by anyone, or a change of the restaurant itself,
// refetches the detail; so does a realtime reconnect (events of the gap are lost).
import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '@web/lib/realtime/realtime';
import { restaurantDetailKey } from './get-restaurant';

export function useLiveRestaurant(restaurantId: string): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: restaurantDetailKey(restaurantId) });
  useRealtime(
    'reviews',
    (event) => {
      if (event.record.restaurant_id === restaurantId) refetch();
    },
    { onResync: refetch },
  );
  useRealtime(
    'votes',
    (event) => {
      if (event.record.restaurant_id === restaurantId) refetch();
    },
    { onResync: refetch },
  );
  useRealtime(
    'restaurants',
    (event) => {
      if (event.record.id === restaurantId) refetch();
    },
    { onResync: refetch },
  );
}
