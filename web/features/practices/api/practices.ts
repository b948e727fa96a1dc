// GET /rest/v1/restaurants/:id/practices, the caller's stance: PUT
// (confirm or dispute) or DELETE (withdraw) /…/practices/:practice, and a
// moderator's verification: POST or DELETE /…/practices/:practice/verification.
// Every answer is the whole list, which replaces the cached one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PracticeKey, PracticeStance, PracticeSummary, VerifiablePractice } from '@domain/practices';
import type { PracticeVerificationInput } from '@domain/schemas/practices';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';

/** can_verify: the caller is a moderator or an admin, who may verify AIC membership and '100% senza glutine'. */
type PracticeList = { items: PracticeSummary[]; can_verify: boolean };

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

/** The answer replaces the cached list; list rows mark the practices the filter selects. */
function useListReplaced(restaurantId: string) {
  const queryClient = useQueryClient();
  return (list: PracticeList) => {
    queryClient.setQueryData(practicesKey(restaurantId), list);
    void queryClient.invalidateQueries({ queryKey: ['restaurants', 'list'] });
  };
}

export function useSetPracticeStance(restaurantId: string) {
  const onSuccess = useListReplaced(restaurantId);
  return useMutation({
    mutationFn: ({ practice, stance }: StanceChange) =>
      apiFetch<PracticeList>(`${practicesPath(restaurantId)}/${practice}`, {
        method: stance === null ? 'DELETE' : 'PUT',
        ...(stance === null ? {} : { body: { stance } }),
      }),
    onSuccess,
  });
}

/** A verification to record, or null to withdraw the practice's verification. */
export type VerificationChange = { practice: VerifiablePractice; verification: PracticeVerificationInput | null };

export function useVerifyPractice(restaurantId: string) {
  const onSuccess = useListReplaced(restaurantId);
  return useMutation({
    mutationFn: ({ practice, verification }: VerificationChange) =>
      apiFetch<PracticeList>(`${practicesPath(restaurantId)}/${practice}/verification`, {
        method: verification === null ? 'DELETE' : 'POST',
        ...(verification === null ? {} : { body: verification }),
      }),
    onSuccess,
  });
}

type StanceItem = { id: string; practice: PracticeKey; stance: PracticeStance; stated_at: string; nickname: string | null; is_own: boolean };

/** Who said what of the practices ('Chi l'ha detto'), under the page's key: a live change of the restaurant refreshes it. */
export const practiceStancesKey = (restaurantId: string) => [...practicesKey(restaurantId), 'stances'] as const;

export async function loadPracticeStances(restaurantId: string, signal: AbortSignal): Promise<StanceItem[]> {
  return (await apiFetch<{ items: StanceItem[] }>(apiPaths.restaurantPracticeStances(restaurantId), { signal })).items;
}
