// POST /rest/v1/reviews/:id/votes {is_like}: the same vote again removes it,
// the other switches it. Answers the caller's vote and the review's counts.
import { useMutation } from '@tanstack/react-query';
import type { Vote } from '@domain/votes';
import { apiPaths } from '@web/app/paths';
import { apiFetch } from '@web/lib/api-client';

export type VoteResult = { review_id: string; my_vote: Vote; likes: number; dislikes: number };

export const voteOnReview = ({ reviewId, isLike }: { reviewId: string; isLike: boolean }) =>
  apiFetch<VoteResult>(apiPaths.reviewVotes(reviewId), { method: 'POST', body: { is_like: isLike } });

export const useVoteOnReview = () => useMutation({ mutationFn: voteOnReview });
