import { describe, expect, it } from 'vitest';
import type { ModerationActionKind } from '../../moderation';
import { moderationMessages } from './moderation';

describe('moderation messages', () => {
  it('name a known action in Italian and an unknown one (an older client’s) as it is', () => {
    expect(moderationMessages.actionDone('hide')).toBe('Fatto: nascosto.');
    expect(moderationMessages.actionDone('archive' as ModerationActionKind)).toBe('Fatto: archive.');
  });
});
