// DELETE /rest/v1/reviews/:id/photos/:photoId: edit mode removes a photo at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';
import type { OwnReview } from '../types';
import { ownReviewQueryOptions } from './get-review';

export function useDeleteReviewPhoto(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => apiFetch<OwnReview>(apiPaths.reviewPhoto(reviewId, photoId), { method: 'DELETE' }),
    onSuccess: (review) => {
      queryClient.setQueryData(ownReviewQueryOptions(reviewId).queryKey, review);
      return queryClient.invalidateQueries({ queryKey: ['restaurants'] });
    },
  });
}
