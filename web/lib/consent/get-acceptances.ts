// GET /rest/v1/acceptances: the signed-in user's saved choices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import type { AcceptanceStatus } from './acceptances-storage';

/** The row as the API sends it (column names of user_acceptances). */
export type AcceptancesRow = {
  privacy_accepted: boolean | null;
  cookies_accepted: boolean | null;
  terms_accepted: boolean | null;
};

export const statusFromRow = (row: AcceptancesRow): AcceptanceStatus => ({
  privacy: row.privacy_accepted,
  cookies: row.cookies_accepted,
  terms: row.terms_accepted,
});

export const fetchAcceptances = () => apiFetch<AcceptancesRow>('/rest/v1/acceptances');

export const acceptancesQueryKey = (userId: string) => ['acceptances', userId] as const;

export const acceptancesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: acceptancesQueryKey(userId),
    queryFn: async () => statusFromRow(await fetchAcceptances()),
    staleTime: 5 * 60_000,
  });

export function useAccountAcceptances(userId: string | undefined) {
  return useQuery({ ...acceptancesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
