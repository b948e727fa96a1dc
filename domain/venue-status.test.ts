import { describe, expect, it } from 'vitest';
import { changeDateProblem, confirmedVenueStatus, venueStatusLabel, type ClaimForRule } from './venue-status';

const claim = (userId: string, status: ClaimForRule['status'], changeDate: string | null = null): ClaimForRule => ({
  userId,
  status,
  changeDate: status === 'new_management' ? (changeDate ?? '2026-03-01') : null,
});

describe('confirmedVenueStatus', () => {
  it('shows nothing for one report', () => {
    expect(confirmedVenueStatus([claim('anna', 'closed')])).toBeNull();
    expect(confirmedVenueStatus([claim('anna', 'new_management')])).toBeNull();
  });

  it('shows a status once two different users report it', () => {
    expect(confirmedVenueStatus([claim('anna', 'closed'), claim('bruno', 'closed')])).toEqual({
      status: 'closed',
      change_date: null,
    });
  });

  it("never shows one user's report alone, the creator's included, and counts the creator as one of two", () => {
    expect(confirmedVenueStatus([claim('creator', 'closed')])).toBeNull();
    expect(confirmedVenueStatus([claim('creator', 'closed'), claim('anna', 'closed')])).toEqual({ status: 'closed', change_date: null });
  });

  it('dates a new management from the earliest date its reports give', () => {
    const claims = [claim('anna', 'new_management', '2026-05-10'), claim('bruno', 'new_management', '2026-04-02')];
    expect(confirmedVenueStatus(claims)).toEqual({ status: 'new_management', change_date: '2026-04-02' });
  });

  it('keeps a status only while its reports outnumber the disputes', () => {
    const two = [claim('anna', 'closed'), claim('bruno', 'closed')];
    expect(confirmedVenueStatus([...two, claim('carla', 'open')])?.status).toBe('closed');
    expect(confirmedVenueStatus([...two, claim('carla', 'open'), claim('dario', 'open')])).toBeNull();
  });

  it('does not count reports of the other status as confirmations, and prefers closed on a tie', () => {
    expect(confirmedVenueStatus([claim('anna', 'closed'), claim('bruno', 'new_management')])).toBeNull();
    const tie = [claim('a', 'closed'), claim('b', 'closed'), claim('c', 'new_management'), claim('d', 'new_management')];
    expect(confirmedVenueStatus(tie)?.status).toBe('closed');
    const more = [...tie, claim('e', 'new_management', '2026-01-01')];
    expect(confirmedVenueStatus(more)).toEqual({ status: 'new_management', change_date: '2026-01-01' });
  });
});

describe('changeDateProblem', () => {
  const today = '2026-11-24';
  it('takes a date only for a new management', () => {
    expect(changeDateProblem('closed', null, today)).toBeNull();
    expect(changeDateProblem('open', null, today)).toBeNull();
    expect(changeDateProblem('closed', '2026-11-01', today)).toBe('unexpected');
    expect(changeDateProblem('new_management', null, today)).toBe('required');
  });

  it('accepts today back to five years, not the future nor a non-date', () => {
    expect(changeDateProblem('new_management', '2026-11-24', today)).toBeNull();
    expect(changeDateProblem('new_management', '2021-11-24', today)).toBeNull();
    expect(changeDateProblem('new_management', '2021-11-23', today)).toBe('too_old');
    expect(changeDateProblem('new_management', '2026-11-25', today)).toBe('future');
    expect(changeDateProblem('new_management', '2026-02-30', today)).toBe('invalid');
  });
});

describe('venueStatusLabel', () => {
  it('names the status as the page shows it, a new management with its Italian date', () => {
    expect(venueStatusLabel({ status: 'closed', change_date: null })).toBe('Chiuso definitivamente');
    expect(venueStatusLabel({ status: 'new_management', change_date: '2026-04-02' })).toBe('Nuova gestione dal 2 aprile 2026');
  });

  it('says only the status when there is no date to give, and never dates a closing', () => {
    expect(venueStatusLabel({ status: 'new_management', change_date: null })).toBe('Nuova gestione');
    expect(venueStatusLabel({ status: 'closed', change_date: '2026-04-02' })).toBe('Chiuso definitivamente');
  });
});
