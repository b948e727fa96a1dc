// Review votes (docs/product.md#votes): none, like or dislike; the same vote again
// removes it, the other vote switches it. Shared by the server and the
// optimistic update in the web app.

/** true = like, false = dislike, null = no vote. */
export type Vote = boolean | null;

export type VoteTransition = {
  vote: Vote;
  likesDelta: number;
  dislikesDelta: number;
};

export function nextVote(current: Vote, isLikePressed: boolean): VoteTransition {
  const vote = current === isLikePressed ? null : isLikePressed;
  const count = (v: Vote, kind: boolean) => (v === kind ? 1 : 0);
  return {
    vote,
    likesDelta: count(vote, true) - count(current, true),
    dislikesDelta: count(vote, false) - count(current, false),
  };
}

/** Signed-in users vote on other people's reviews only. */
export function canVote(voterId: string | null | undefined, authorId: string | null | undefined): boolean {
  return Boolean(voterId) && voterId !== authorId;
}
