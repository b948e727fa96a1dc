// POST /rest/v1/reviews and PATCH /rest/v1/reviews/:id: the review with its
// allergens and the complete photo list, saved by the server in one transaction.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewInput, UpdateReviewInput } from '@domain/schemas/reviews';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import { createWithOneRetry } from '@web/lib/idempotent-create';
import type { OwnReview } from '../types';

export type SaveReviewVariables =
  | { kind: 'create'; input: CreateReviewInput }
  | { kind: 'update'; reviewId: string; input: UpdateReviewInput };

export const saveReview = (variables: SaveReviewVariables) =>
  variables.kind === 'create'
    ? createWithOneRetry((id) => apiFetch<OwnReview>(apiPaths.reviews, { method: 'POST', body: { ...variables.input, id } }))
    : apiFetch<OwnReview>(apiPaths.review(variables.reviewId), { method: 'PATCH', body: variables.input });

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    // The restaurant's page, lists and badges all change with a review.
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
      queryClient.invalidateQueries({ queryKey: ['reviews'] }),
    ]),
  });
}
