import { useState } from 'react';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { nextVote, type Vote } from '@domain/votes';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { cn } from '@web/lib/cn';
import { useVoteOnReview } from '../api/vote-on-review';

const messages = it.votes;

export type ReviewVotesProps = {
  reviewId: string;
  likes: number;
  dislikes: number;
  /** The viewer's vote as the restaurant detail sends it. */
  myVote: 'like' | 'dislike' | null;
  /** The author sees the counts only. */
  isOwn: boolean;
};

type Tally = { vote: Vote; likes: number; dislikes: number };

const toVote = (myVote: ReviewVotesProps['myVote']): Vote => (myVote === null ? null : myVote === 'like');

function showVoteError(error: unknown) {
  if (isApiError(error) && error.status === 401) toast.error(messages.accessRequiredTitle, { description: messages.accessRequired });
  else if (isApiError(error) && error.status === 403) toast.error(messages.notAllowedTitle, { description: messages.notAllowed });
  else toast.error(messages.errorTitle, { description: messages.voteFailed });
}

/**
 * Like / dislike of a review (docs/product.md#votes). Counts change at once and go back
 * if the server refuses; the server's answer then settles them.
 */
export function ReviewVotes({ reviewId, likes, dislikes, myVote, isOwn }: ReviewVotesProps) {
  const fromProps: Tally = { vote: toVote(myVote), likes, dislikes };
  const propsKey = `${reviewId}:${likes}:${dislikes}:${myVote}`;
  const [tally, setTally] = useState(fromProps);
  const [seenPropsKey, setSeenPropsKey] = useState(propsKey);
  // A refetched review (someone else voted) replaces the local tally.
  if (seenPropsKey !== propsKey) {
    setSeenPropsKey(propsKey);
    setTally(fromProps);
  }
  const mutation = useVoteOnReview();

  if (isOwn) {
    return (
      <span className="inline-flex items-center gap-3" data-testid="review-votes">
        <VoteCount kind="like" count={tally.likes} />
        <VoteCount kind="dislike" count={tally.dislikes} />
      </span>
    );
  }

  function press(isLike: boolean) {
    if (mutation.isPending) return;
    const before = tally;
    const step = nextVote(before.vote, isLike);
    setTally({ vote: step.vote, likes: before.likes + step.likesDelta, dislikes: before.dislikes + step.dislikesDelta });
    mutation.mutate(
      { reviewId, isLike },
      {
        onSuccess: (result) => setTally({ vote: result.my_vote, likes: result.likes, dislikes: result.dislikes }),
        onError: (error) => {
          setTally(before);
          showVoteError(error);
        },
      },
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="review-votes" aria-busy={mutation.isPending}>
      <span>{messages.prompt}</span>
      <VoteButton kind="like" count={tally.likes} isPressed={tally.vote === true} onPress={() => press(true)} />
      <VoteButton kind="dislike" count={tally.dislikes} isPressed={tally.vote === false} onPress={() => press(false)} />
    </div>
  );
}

const ICONS = { like: ThumbsUp, dislike: ThumbsDown } as const;
const LABELS = { like: messages.likeLabel, dislike: messages.dislikeLabel } as const;

function VoteCount({ kind, count }: { kind: 'like' | 'dislike'; count: number }) {
  const Icon = ICONS[kind];
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="size-4" aria-hidden="true" />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{LABELS[kind](count)}</span>
    </span>
  );
}

function VoteButton({
  kind,
  count,
  isPressed,
  onPress,
}: {
  kind: 'like' | 'dislike';
  count: number;
  isPressed: boolean;
  onPress: () => void;
}) {
  const Icon = ICONS[kind];
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={isPressed}
      aria-label={LABELS[kind](count)}
      onClick={onPress}
      className={cn('gap-1.5 rounded-full', isPressed && 'border-primary bg-primary/10 text-foreground')}
    >
      <Icon className={cn('size-4', isPressed && 'fill-current')} aria-hidden="true" />
      <span aria-hidden="true">{count}</span>
    </Button>
  );
}
