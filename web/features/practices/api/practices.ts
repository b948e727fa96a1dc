// GET /rest/v1/restaurants/:id/practices, and the caller's stance: PUT
// (confirm or dispute) or DELETE (withdraw) /…/practices/:practice. Every
// answer is the whole list, which replaces the cached one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PracticeKey, PracticeStance, PracticeSummary } from '@domain/practices';
import { apiFetch } from '@web/lib/api-client';

type PracticeList = { items: PracticeSummary[] };

const practicesPath = (restaurantId: string) => `/rest/v1/restaurants/${encodeURIComponent(restaurantId)}/practices`;

/** Under the restaurant's detail key: whatever refreshes the page (a live event, a review) refreshes this too. */
export const practicesKey = (restaurantId: string) => ['restaurants', 'detail', restaurantId, 'practices'] as const;

export const practicesQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: practicesKey(restaurantId),
    queryFn: ({ signal }) => apiFetch<PracticeList>(practicesPath(restaurantId), { signal }),
  });

export const usePractices = (restaurantId: string) => useQuery(practicesQueryOptions(restaurantId));

export type StanceChange = { practice: PracticeKey; stance: PracticeStance | null };

export function useSetPracticeStance(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ practice, stance }: StanceChange) =>
      apiFetch<PracticeList>(`${practicesPath(restaurantId)}/${practice}`, {
        method: stance === null ? 'DELETE' : 'PUT',
        ...(stance === null ? {} : { body: { stance } }),
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(practicesKey(restaurantId), list);
      // List rows mark confirmed practices.
      void queryClient.invalidateQueries({ queryKey: ['restaurants', 'list'] });
    },
  });
}
