import { describe, expect, it } from 'vitest';
import { voteInputSchema } from './votes';

describe('voteInputSchema', () => {
  it('takes a like or a dislike', () => {
    expect(voteInputSchema.parse({ is_like: true })).toEqual({ is_like: true });
    expect(voteInputSchema.parse({ is_like: false })).toEqual({ is_like: false });
  });

  it('refuses anything else', () => {
    for (const is_like of ['true', 1, null, undefined]) {
      expect(voteInputSchema.safeParse({ is_like }).success).toBe(false);
    }
  });
});
