// SQL of review votes. Every function takes the transaction of the vote, so
// the vote, the counts it answers with and the author's notification commit
// together or not at all.
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { reviewLikes } from '../db/schema';
import { firstRowOf, rowsOf } from '../db/query';

export type VoteTarget = {
  authorId: string | null;
  restaurantName: string;
  voterNickname: string | null;
  currentVote: boolean | null;
};

/**
 * The review, its restaurant, the voter's nickname (none when a moderator hid
 * it) and current vote. Locks the
 * review row first, so two votes of one user on one review (a double click) run
 * one after the other. The vote is read by a second statement: under READ
 * COMMITTED a statement that waited for the lock still reads with the snapshot
 * it started with, so a subquery in the locking statement would miss the vote
 * the first click has just committed.
 */
export async function lockVoteTarget(tx: Transaction, reviewId: string, voterId: string): Promise<VoteTarget | null> {
  const locked = await rowsOf<{ author_id: string | null; restaurant_name: string }>(tx, sql`
    SELECT rv.user_id AS author_id, r.name AS restaurant_name
    FROM reviews rv JOIN restaurants r ON r.id = rv.restaurant_id
    WHERE rv.id = ${reviewId} AND rv.hidden_at IS NULL
    FOR NO KEY UPDATE OF rv`);
  const review = locked[0];
  if (!review) return null;
  const row = await firstRowOf<{ voter_nickname: string | null; current_vote: boolean | null }>(tx, sql`
    SELECT
      (SELECT p.nickname FROM profiles p WHERE p.id = ${voterId} AND p.nickname_hidden_at IS NULL) AS voter_nickname,
      (SELECT l.is_like FROM review_likes l WHERE l.review_id = ${reviewId} AND l.user_id = ${voterId}) AS current_vote`);
  return {
    authorId: review.author_id,
    restaurantName: review.restaurant_name,
    voterNickname: row?.voter_nickname ?? null,
    currentVote: row?.current_vote ?? null,
  };
}

export async function saveVote(tx: Transaction, reviewId: string, voterId: string, isLike: boolean | null): Promise<void> {
  if (isLike === null) {
    await tx.delete(reviewLikes).where(and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.userId, voterId)));
    return;
  }
  await tx
    .insert(reviewLikes)
    .values({ reviewId, userId: voterId, isLike })
    .onConflictDoUpdate({
      target: [reviewLikes.userId, reviewLikes.reviewId],
      set: { isLike, updatedAt: sql`now()` },
    });
}

export async function voteCounts(tx: Transaction, reviewId: string): Promise<{ likes: number; dislikes: number }> {
  const [row] = await tx
    .select({
      likes: sql<number>`count(*) FILTER (WHERE ${reviewLikes.isLike})::int`,
      dislikes: sql<number>`count(*) FILTER (WHERE NOT ${reviewLikes.isLike})::int`,
    })
    .from(reviewLikes)
    .where(eq(reviewLikes.reviewId, reviewId));
  return { likes: Number(row?.likes ?? 0), dislikes: Number(row?.dislikes ?? 0) };
}
