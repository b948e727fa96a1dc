import { describe, expect, it } from 'vitest';
import { venueStatusClaimInputSchema } from './venue-status';

const messages = (input: unknown) => venueStatusClaimInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('venueStatusClaimInputSchema', () => {
  it('takes closed, a new management with its date, or still open; a left-out date is null', () => {
    expect(venueStatusClaimInputSchema.parse({ status: 'closed' })).toEqual({ status: 'closed', change_date: null });
    expect(venueStatusClaimInputSchema.parse({ status: 'open', change_date: null })).toEqual({ status: 'open', change_date: null });
    expect(venueStatusClaimInputSchema.parse({ status: 'new_management', change_date: '2026-04-02' })).toEqual({
      status: 'new_management',
      change_date: '2026-04-02',
    });
  });

  it('refuses another status and a date that is not text', () => {
    expect(messages({ status: 'chiuso' })).toEqual(['Dati non validi.']);
    expect(messages({ status: 'new_management', change_date: 20260402 })).toEqual(['Inserisci una data valida.']);
  });
});
