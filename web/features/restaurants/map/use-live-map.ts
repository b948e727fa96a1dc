// Keeps the open map current: any change of a restaurant or review reloads
// the visible venues; a realtime reconnect does too (events of the gap are lost).
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { useRealtime } from '@web/lib/realtime/realtime';
import { mapVenuesQueryKey } from '../api/get-map-venues';
import { restaurantQueryOptions } from '../api/get-restaurant';
import { newRestaurantToast, newReviewToast, type LiveMapToast } from './live-map-toast';

const show = (message: LiveMapToast | null) => {
  if (message !== null) toast.success(message.title, { description: message.description, id: message.id });
};

export function useLiveMap(): void {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: mapVenuesQueryKey() });
  useRealtime(
    'restaurants',
    (event) => {
      reload();
      if (event.event !== 'INSERT') return;
      // The event carries only the id: the name and coordinates come from the venue itself.
      queryClient
        .fetchQuery(restaurantQueryOptions(event.record.id))
        .then((detail) => show(newRestaurantToast(event.event, detail.restaurant)))
        .catch((error: unknown) => console.warn('New restaurant could not be loaded', error));
    },
    { onResync: reload },
  );
  useRealtime(
    'reviews',
    (event) => {
      reload();
      show(newReviewToast(event.event));
    },
    { onResync: reload },
  );
}
