import { describe, expect, it } from 'vitest';
import { canVote, nextVote } from './votes';

describe('nextVote', () => {
  it('casts a vote from none', () => {
    expect(nextVote(null, true)).toEqual({ vote: true, likesDelta: 1, dislikesDelta: 0 });
    expect(nextVote(null, false)).toEqual({ vote: false, likesDelta: 0, dislikesDelta: 1 });
  });

  it('removes the same vote pressed again', () => {
    expect(nextVote(true, true)).toEqual({ vote: null, likesDelta: -1, dislikesDelta: 0 });
    expect(nextVote(false, false)).toEqual({ vote: null, likesDelta: 0, dislikesDelta: -1 });
  });

  it('switches to the other vote', () => {
    expect(nextVote(true, false)).toEqual({ vote: false, likesDelta: -1, dislikesDelta: 1 });
    expect(nextVote(false, true)).toEqual({ vote: true, likesDelta: 1, dislikesDelta: -1 });
  });
});

describe('canVote', () => {
  it('needs a signed-in voter who is not the author', () => {
    expect(canVote('u1', 'u2')).toBe(true);
    expect(canVote('u1', 'u1')).toBe(false);
    expect(canVote(null, 'u2')).toBe(false);
    expect(canVote(undefined, undefined)).toBe(false);
    expect(canVote('', 'u2')).toBe(false);
  });

  it('lets anyone vote on a review whose author account is gone', () => {
    expect(canVote('u1', null)).toBe(true);
  });
});
