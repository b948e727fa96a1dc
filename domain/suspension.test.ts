import { describe, expect, it } from 'vitest';
import { INDEFINITE_SUSPENSION_YEARS, isIndefiniteSuspension } from './suspension';

const now = new Date('2026-11-29T12:00:00.000Z');
const HOUR_MS = 3_600_000;

describe('isIndefiniteSuspension', () => {
  it("reads GoTrue's 876000h (100 years) as indefinite, and what a moderator sets as such", () => {
    expect(INDEFINITE_SUSPENSION_YEARS).toBe(100);
    expect(isIndefiniteSuspension(new Date(now.getTime() + 876_000 * HOUR_MS), now)).toBe(true);
  });

  it('reads a suspension of a year, or of 50 years of 365 days exactly, as one with an end', () => {
    expect(isIndefiniteSuspension(new Date(now.getTime() + 365 * 24 * HOUR_MS), now)).toBe(false);
    expect(isIndefiniteSuspension(new Date(now.getTime() + 1_576_800_000_000), now)).toBe(false);
    expect(isIndefiniteSuspension(new Date(now.getTime() + 1_576_800_000_001), now)).toBe(true);
  });
});
