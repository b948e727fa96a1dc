import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_COUNT_REFETCH_MS } from '@domain/limits';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';

/** Number of community members ('Siamo in N'). */
export async function getMemberCount(): Promise<number> {
  const count = await apiFetch<unknown>(apiPaths.memberCount);
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
    throw new Error('get_total_user_count answered something other than a count');
  }
  return count;
}

export const memberCountQueryOptions = () =>
  queryOptions({
    queryKey: ['stats', 'member-count'],
    // NOTE: the spec shows 0 when the call fails, so the failure is not an error
    // state here; the next refetch tries again.
    queryFn: () => getMemberCount().catch(() => 0),
    refetchInterval: MEMBER_COUNT_REFETCH_MS,
  });

export const useMemberCount = () => useQuery(memberCountQueryOptions());
