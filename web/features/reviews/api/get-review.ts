// GET /rest/v1/reviews/:id: one of the caller's own reviews, for the edit form
// (404 review_not_owned for anybody else's).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@web/app/paths';
import { apiFetch, isApiError } from '@web/lib/api-client';
import type { OwnReview } from '../types';

export const ownReviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['reviews', 'own', id],
    queryFn: ({ signal }) => apiFetch<OwnReview>(apiPaths.review(id), { signal, cache: 'no-store' }),
    retry: (failureCount, error) => !(isApiError(error) && error.status === 404) && failureCount < 1,
  });

export const useOwnReview = (id: string, { enabled }: { enabled: boolean }) => useQuery({ ...ownReviewQueryOptions(id), enabled });
