import { describe, expect, it } from 'vitest';
import { practicesMessages } from './i18n/it/practices';
import {
  PRACTICE_CONFIRMING_PEOPLE,
  PRACTICE_KEYS,
  VERIFIABLE_PRACTICES,
  isPracticeConfirmed,
  isPracticeKey,
  isPracticeListed,
  isPracticeStale,
  isVerifiablePractice,
  practiceFreshSince,
  practiceText,
  practiceVerificationProblem,
} from './practices';

const now = new Date('2026-11-23T12:00:00Z');

describe('practices', () => {
  it('are the seven of the issue, with Italian labels and a one-line explanation', () => {
    expect(PRACTICE_KEYS.map((key) => practiceText(key).label)).toEqual([
      'Friggitrice dedicata senza glutine',
      'Preparazione separata per gli allergeni',
      'Personale formato sugli allergeni',
      'Informazioni scritte sugli allergeni disponibili',
      'Menu senza glutine',
      'Locale 100% senza glutine',
      'Aderente al network AIC "Alimentazione Fuori Casa"',
    ]);
    expect(practiceText('written_allergen_info').explanation).toBe('Menu o registro degli allergeni, come richiesto dalla legge.');
    for (const key of PRACTICE_KEYS) expect(practiceText(key).explanation.includes('\n')).toBe(false);
  });

  it('knows its keys', () => {
    expect(isPracticeKey('fully_gluten_free')).toBe(true);
    expect(isPracticeKey('gluten free')).toBe(false);
    expect(isPracticeKey(undefined)).toBe(false);
  });

  it("writes 'N conferme · M contestazioni · ultima conferma {relativa}'", () => {
    expect(practicesMessages.counts(3, 1, '2 settimane fa')).toBe('3 conferme · 1 contestazione · ultima conferma 2 settimane fa');
    expect(practicesMessages.counts(1, 0, 'oggi')).toBe('1 conferma · 0 contestazioni · ultima conferma oggi');
    expect(practicesMessages.counts(0, 2, null)).toBe('0 conferme · 2 contestazioni');
  });

  it('say the rules where they are shown, each in one line', () => {
    expect(practicesMessages.sectionHint).toBe(
      'Conferma o contesta ciò che hai visto tu. Una pratica è «confermata» quando la confermano almeno 2 persone diverse e le conferme superano le contestazioni: ogni persona conta una volta.',
    );
    expect(practicesMessages.verifiedOn('3 novembre 2026')).toBe('Verificato il 3 novembre 2026');
    expect(practicesMessages.verifiedLine('3 novembre 2026', 'Elenco AIC')).toBe('Verificato il 3 novembre 2026 da un moderatore. Fonte: Elenco AIC');
    for (const line of [practicesMessages.sectionHint, practicesMessages.declaredByUsersRule, practicesMessages.filterRule]) {
      expect(line.includes('\n')).toBe(false);
    }
  });
});

describe('staleness: no confirmation in the last 6 months is "da verificare"', () => {
  it('goes back six calendar months, to the last day of a shorter month', () => {
    expect(practiceFreshSince(now).toISOString()).toBe('2026-05-23T12:00:00.000Z');
    expect(practiceFreshSince(new Date('2026-08-31T08:00:00Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(practiceFreshSince(new Date('2026-03-15T00:00:00Z')).toISOString()).toBe('2025-09-15T00:00:00.000Z');
  });

  it('is fresh with a confirmation within six months, stale before that or with none', () => {
    expect(isPracticeStale('2026-11-22T12:00:00Z', now)).toBe(false);
    expect(isPracticeStale('2026-05-23T12:00:00Z', now)).toBe(false);
    expect(isPracticeStale('2026-05-23T11:59:59Z', now)).toBe(true);
    expect(isPracticeStale(new Date('2025-01-01T00:00:00Z'), now)).toBe(true);
    expect(isPracticeStale(null, now)).toBe(true);
    expect(isPracticeStale('not a date', now)).toBe(true);
  });
});

describe('confirmed practice: two different people, more confirmations than disputes', () => {
  it('needs two people', () => {
    expect(PRACTICE_CONFIRMING_PEOPLE).toBe(2);
    expect(isPracticeConfirmed({ confirmations: 1, disputes: 0 })).toBe(false);
    expect(isPracticeConfirmed({ confirmations: 2, disputes: 0 })).toBe(true);
    expect(isPracticeConfirmed({ confirmations: 0, disputes: 0 })).toBe(false);
  });

  it('needs more confirmations than disputes', () => {
    expect(isPracticeConfirmed({ confirmations: 2, disputes: 1 })).toBe(true);
    expect(isPracticeConfirmed({ confirmations: 2, disputes: 2 })).toBe(false);
    expect(isPracticeConfirmed({ confirmations: 3, disputes: 2 })).toBe(true);
    expect(isPracticeConfirmed({ confirmations: 3, disputes: 4 })).toBe(false);
  });
});

describe('verifiable practices: AIC and 100% senza glutine', () => {
  it('are the two a moderator verifies', () => {
    expect(VERIFIABLE_PRACTICES).toEqual(['fully_gluten_free', 'aic_network']);
    expect(isVerifiablePractice('aic_network')).toBe(true);
    expect(isVerifiablePractice('fully_gluten_free')).toBe(true);
    expect(isVerifiablePractice('gluten_free_menu')).toBe(false);
    expect(isVerifiablePractice('free_wine')).toBe(false);
  });

  it('are listed (filter and row marks) only confirmed and verified; the others only confirmed', () => {
    const two = { confirmations: 2, disputes: 0 };
    const one = { confirmations: 1, disputes: 0 };
    expect(isPracticeListed('aic_network', two, false)).toBe(false);
    expect(isPracticeListed('aic_network', two, true)).toBe(true);
    expect(isPracticeListed('fully_gluten_free', two, false)).toBe(false);
    expect(isPracticeListed('fully_gluten_free', one, true)).toBe(false);
    expect(isPracticeListed('fully_gluten_free', { confirmations: 2, disputes: 3 }, true)).toBe(false);
    expect(isPracticeListed('trained_staff', two, false)).toBe(true);
    expect(isPracticeListed('trained_staff', one, true)).toBe(false);
  });

  it('take a source of 10 to 500 characters and a day neither in the future nor more than 12 months back', () => {
    const today = '2026-11-28';
    const source = 'Elenco AIC';
    expect(practiceVerificationProblem({ source, verified_on: today }, today)).toBeNull();
    expect(practiceVerificationProblem({ source: '  Elenco A  ', verified_on: today }, today)).toBe('source');
    expect(practiceVerificationProblem({ source: 'x'.repeat(500), verified_on: today }, today)).toBeNull();
    expect(practiceVerificationProblem({ source: 'x'.repeat(501), verified_on: today }, today)).toBe('source');
    expect(practiceVerificationProblem({ source, verified_on: '2026-11-29' }, today)).toBe('date');
    expect(practiceVerificationProblem({ source, verified_on: '2025-11-28' }, today)).toBeNull();
    expect(practiceVerificationProblem({ source, verified_on: '2025-11-27' }, today)).toBe('date');
    expect(practiceVerificationProblem({ source, verified_on: '2026-02-30' }, today)).toBe('date');
    expect(practiceVerificationProblem({ source, verified_on: '28/11/2026' }, today)).toBe('date');
  });
});
