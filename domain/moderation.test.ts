import { describe, expect, it } from 'vitest';
import {
  ACTIONS_BY_TARGET,
  BURST_CONTRIBUTIONS,
  BURST_KINDS,
  BURST_LOOKBACK_DAYS,
  BURST_WINDOW_HOURS,
  canDecideAppeal,
  CONTRIBUTION_KINDS,
  isRestrictive,
  isStaffRole,
  MODERATION_ACTIONS,
  NEW_ACCOUNT_HOURS,
  REPORT_TARGETS,
  REVERSAL,
  SUSPENSION_PERIODS,
} from './moderation';
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

  it('gives a statement of reasons for hide, revert, lock, suspend and set_aside only', () => {
    expect(MODERATION_ACTIONS.filter((a) => isRestrictive(a))).toEqual(['hide', 'revert', 'lock', 'suspend', 'set_aside']);
    expect(REVERSAL).toEqual({ hide: 'restore', lock: 'unlock', suspend: 'unsuspend', set_aside: 'reinstate' });
  });

  it('reverts and locks restaurants only, suspends users only', () => {
    expect(ACTIONS_BY_TARGET.review).toEqual(['dismiss', 'hide', 'restore']);
    expect(ACTIONS_BY_TARGET.restaurant).toContain('revert');
    expect(ACTIONS_BY_TARGET.user).toEqual(['suspend', 'unsuspend', 'set_aside', 'reinstate']);
    expect(ACTIONS_BY_TARGET.incident).toEqual(['dismiss', 'hide', 'restore']);
    expect(REPORT_TARGETS).toEqual(['review', 'photo', 'restaurant', 'profile', 'incident']);
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

  it("flags bursts as the issue's defaults say: more than 3 contributions in 24 hours, or an account under a day old, over 30 days", () => {
    expect([BURST_CONTRIBUTIONS, BURST_WINDOW_HOURS, NEW_ACCOUNT_HOURS, BURST_LOOKBACK_DAYS]).toEqual([3, 24, 24, 30]);
    expect(BURST_KINDS).toEqual(['many_contributions', 'new_account_on_alert']);
    expect(CONTRIBUTION_KINDS).toEqual(['review', 'incident', 'practice', 'status']);
    expect(BURST_KINDS.map((kind) => moderationMessages.burstKinds[kind])).toEqual([
      'Più di 3 contributi in 24 ore sullo stesso locale',
      'Account di meno di un giorno su un locale con una reazione segnalata',
    ]);
    expect(moderationMessages.setAsideCounts(4, 1, 0, 2)).toBe(
      'Messi da parte: 4 recensioni, 1 segnalazioni di reazione, 0 pratiche, 2 segnalazioni di stato.',
    );
  });
});
