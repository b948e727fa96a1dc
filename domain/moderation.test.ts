import { describe, expect, it } from 'vitest';
import { ACTIONS_BY_TARGET, canDecideAppeal, isRestrictive, isStaffRole, REVERSAL, SUSPENSION_PERIODS } from './moderation';
import { moderationMessages } from './i18n/it/moderation';

describe('moderation rules', () => {
  it('leaves an appeal to another moderator than who acted and who appealed, unless they are the only one', () => {
    expect(canDecideAppeal('b', { actingModeratorId: 'a', appellantId: 'u' }, true)).toBe(true);
    expect(canDecideAppeal('a', { actingModeratorId: 'a', appellantId: 'u' }, true)).toBe(false);
    expect(canDecideAppeal('a', { actingModeratorId: 'a', appellantId: 'u' }, false)).toBe(true);
    expect(canDecideAppeal('a', { actingModeratorId: null, appellantId: 'u' }, true)).toBe(true);
    expect(canDecideAppeal('u', { actingModeratorId: 'a', appellantId: 'u' }, true)).toBe(false);
    expect(canDecideAppeal('u', { actingModeratorId: 'a', appellantId: 'u' }, false)).toBe(true);
  });

  it('gives a statement of reasons for hide, revert, lock and suspend only', () => {
    expect(['dismiss', 'hide', 'restore', 'revert', 'lock', 'unlock', 'suspend', 'unsuspend'].filter((a) => isRestrictive(a as never))).toEqual([
      'hide',
      'revert',
      'lock',
      'suspend',
    ]);
    expect(REVERSAL).toEqual({ hide: 'restore', lock: 'unlock', suspend: 'unsuspend' });
  });

  it('reverts and locks restaurants only, suspends users only', () => {
    expect(ACTIONS_BY_TARGET.review).toEqual(['dismiss', 'hide', 'restore']);
    expect(ACTIONS_BY_TARGET.restaurant).toContain('revert');
    expect(ACTIONS_BY_TARGET.user).toEqual(['suspend', 'unsuspend']);
    expect(isStaffRole('moderator') && isStaffRole('admin') && !isStaffRole('user') && !isStaffRole('authenticated')).toBe(true);
  });

  it("names the issue's report reasons word for word", () => {
    expect(Object.values(moderationMessages.reasons).map((r) => r.toLowerCase())).toEqual([
      'spam',
      'offensivo',
      'informazioni false',
      'privacy',
      'contenuto illegale',
      'altro',
    ]);
    expect(moderationMessages.report).toBe('Segnala');
    expect(moderationMessages.historyHeading).toBe('Cronologia modifiche');
  });

  it('offers suspensions of 1, 7 and 30 days or indefinite, and says until when', () => {
    expect(SUSPENSION_PERIODS.map((period) => moderationMessages.suspensionPeriods[period])).toEqual(['1 giorno', '7 giorni', '30 giorni', 'A tempo indeterminato']);
    const format = (iso: string) => `il ${iso}`;
    expect(moderationMessages.untilText({ until: null, indefinite: true }, format)).toBe('a tempo indeterminato');
    expect(moderationMessages.untilText({ until: '2099-05-01T10:00:00.000Z', indefinite: false }, format)).toBe('il 2099-05-01T10:00:00.000Z');
    expect(moderationMessages.untilText({}, format)).toBeNull();
  });
});
