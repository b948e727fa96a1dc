// Rules of review votes (docs/product.md#votes): one vote per user per review, the same
// vote again removes it, the other switches it; nobody votes on their own
// review. A new or switched vote tells the review's author, in the same
// transaction as the vote.
import { canVote, nextVote, type Vote } from '../../domain/votes';
import type { Database } from '../db/client';
import { appError } from '../http/app-error';
import { notificationText } from '../notifications/notification-text';
import { insertNotification } from '../notifications/notifications.repository';
import { lockVoteTarget, saveVote, voteCounts } from './votes.repository';
import { isUuid } from '../../domain/schemas/common';

export type VoteResult = { review_id: string; my_vote: Vote; likes: number; dislikes: number };

const reviewNotFound = () => appError('review_not_found');

export async function voteOnReview(db: Database, voterId: string, reviewIdParam: string, isLike: boolean): Promise<VoteResult> {
  if (!isUuid(reviewIdParam)) throw reviewNotFound();
  const reviewId = reviewIdParam.toLowerCase();
  return db.transaction(async (tx) => {
    const target = await lockVoteTarget(tx, reviewId, voterId);
    if (!target) throw reviewNotFound();
    if (!canVote(voterId, target.authorId)) {
      throw appError('cannot_vote_own_review');
    }
    const { vote } = nextVote(target.currentVote, isLike);
    await saveVote(tx, reviewId, voterId, vote);
    // Removing a vote tells nobody; an author deleted meanwhile has nobody to tell.
    if (vote !== null && target.authorId !== null) {
      const nickname = target.voterNickname?.trim();
      const naming = (voter: string | null) =>
        notificationText(({ notifications: m }) => ({
          title: vote ? m.reviewLikeTitle : m.reviewDislikeTitle,
          message: (vote ? m.reviewLike : m.reviewDislike)(voter ?? m.someone, target.restaurantName),
        }));
      const withoutActor = naming(null);
      await insertNotification(tx, {
        userId: target.authorId,
        reviewId,
        type: vote ? 'review_like' : 'review_dislike',
        ...naming(nickname || null),
        // Read instead while the nickname is hidden or the voter's account is gone.
        ...(nickname ? { actorId: voterId, messageWithoutActor: withoutActor.message, messageWithoutActorEn: withoutActor.messageEn } : {}),
      });
    }
    return { review_id: reviewId, my_vote: vote, ...(await voteCounts(tx, reviewId)) };
  });
}
