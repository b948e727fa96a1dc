import { describe, expect, it } from 'vitest';
import type { ModerationActionKind } from '../../moderation';
import { moderationMessages } from './moderation';

describe('moderation messages', () => {
  it('name a known action in Italian and an unknown one (an older client’s) as it is', () => {
    expect(moderationMessages.actionDone('hide')).toBe('Fatto: nascosto.');
    expect(moderationMessages.actionDone('archive' as ModerationActionKind)).toBe('Fatto: archive.');
  });

  it('say what was done in correct Italian: the participle agrees with the item, and su joins its article', () => {
    expect(moderationMessages.noticeTitle('review', 'hide')).toBe('Recensione: nascosta');
    expect(moderationMessages.noticeTitle('photo', 'restore')).toBe('Foto: ripristinata');
    expect(moderationMessages.noticeTitle('restaurant', 'lock')).toBe('Locale: bloccato contro le modifiche');
    expect(moderationMessages.noticeMessage('review', 'hide', '')).toBe(
      'Abbiamo preso un provvedimento sulla tua recensione. Apri la motivazione per sapere perché e come fare ricorso.',
    );
    expect(moderationMessages.noticeMessage('profile', 'hide', '')).toMatch(/^Abbiamo preso un provvedimento sul tuo nickname\./);
    expect(moderationMessages.noticeMessage('photo', 'hide', '')).toMatch(/^Abbiamo preso un provvedimento su una tua foto\./);
    expect(moderationMessages.noticeMessage('user', 'suspend', '')).toMatch(/^Abbiamo sospeso il tuo account\./);
    expect(moderationMessages.emailIntro('review', 'hide')).toBe('Ti scriviamo perché la tua recensione è stata nascosta da un moderatore.');
    expect(moderationMessages.emailIntro('user', 'suspend')).toBe('Ti scriviamo perché il tuo account è stato sospeso da un moderatore.');
  });
});
