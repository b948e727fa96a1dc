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
import { commonMessages } from './i18n/it/common';
import { moderationMessages } from './i18n/it/moderation';
import { practicesMessages } from './i18n/it/practices';
import { venueStatusMessages } from './i18n/it/venue-status';

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
    expect(REPORT_TARGETS).toEqual(['review', 'photo', 'restaurant', 'profile', 'incident', 'practice_stance', 'status_claim']);
    expect(ACTIONS_BY_TARGET.practice_stance).toEqual(['dismiss', 'hide', 'restore']);
    expect(ACTIONS_BY_TARGET.status_claim).toEqual(['dismiss', 'hide', 'restore']);
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

  it("writes the lines of 'Chi l'ha detto' for stances and claims", () => {
    expect(practicesMessages.stanceLine('Personale formato sugli allergeni', 'confirm')).toBe('conferma: Personale formato sugli allergeni');
    expect(practicesMessages.stanceLine('Friggitrice dedicata', 'dispute')).toBe('contesta: Friggitrice dedicata');
    expect(venueStatusMessages.claimLine('closed', null)).toBe('dice: chiuso definitivamente');
    expect(venueStatusMessages.claimLine('open', null)).toBe('dice: ancora aperto');
    expect(venueStatusMessages.claimLine('new_management', '3 marzo 2026')).toBe('dice: nuova gestione dal 3 marzo 2026');
    expect(venueStatusMessages.claimLine('new_management', null)).toBe('dice: nuova gestione');
    expect(Object.values(commonMessages.whoSaidIt)).toEqual([
      "Chi l'ha detto",
      'Nessuno, finora.',
      'Tu',
      'Utente anonimo',
      "Non è stato possibile caricare chi l'ha detto.",
    ]);
    expect(moderationMessages.targetLabels.practice_stance).toBe('Pratica confermata o contestata');
    expect(moderationMessages.targetLabels.status_claim).toBe('Segnalazione di chiusura o nuova gestione');
  });
});
