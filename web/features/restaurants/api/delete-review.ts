// DELETE /rest/v1/reviews/:id: the author's own review, with its allergen
// links, photos and votes (404 review_not_owned for anybody else).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';

export const deleteReview = (id: string) => apiFetch<void>(apiPaths.review(id), { method: 'DELETE' });

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    // The restaurant's page, its badge and the lists all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['restaurants'] }),
  });
}
