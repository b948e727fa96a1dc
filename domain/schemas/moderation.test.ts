import { describe, expect, it } from 'vitest';
import { actionInputSchema, appealDecisionSchema, appealInputSchema, reportInputSchema } from './moderation';

const fails = (result: { success: boolean }) => !result.success;

describe('reportInputSchema', () => {
  it('takes a target, a reason and details up to 1000 characters', () => {
    const report = { target_type: 'review', target_id: 'r1', reason: 'false_information', details: 'x'.repeat(1000) };
    expect(reportInputSchema.parse(report)).toEqual(report);
    expect(fails(reportInputSchema.safeParse({ ...report, details: 'x'.repeat(1001) }))).toBe(true);
    expect(fails(reportInputSchema.safeParse({ ...report, reason: 'boring' }))).toBe(true);
    expect(fails(reportInputSchema.safeParse({ ...report, target_type: 'user' }))).toBe(true);
  });
});

describe('actionInputSchema', () => {
  const action = { target_type: 'user', target_id: 'u1', action: 'suspend', rule: 'spam', reason: 'Pubblicità ripetuta.', days: 30 };

  it('suspends for 1 to 365 days', () => {
    expect(actionInputSchema.parse({ ...action, days: 1 }).days).toBe(1);
    expect(actionInputSchema.parse({ ...action, days: 365 }).days).toBe(365);
    expect(fails(actionInputSchema.safeParse({ ...action, days: 0 }))).toBe(true);
    expect(fails(actionInputSchema.safeParse({ ...action, days: 366 }))).toBe(true);
    expect(fails(actionInputSchema.safeParse({ ...action, days: 1.5 }))).toBe(true);
  });

  it('needs a reason, trimmed, of at most 2000 characters', () => {
    expect(actionInputSchema.parse({ ...action, reason: '  Spam.  ' }).reason).toBe('Spam.');
    expect(actionInputSchema.safeParse({ ...action, reason: '   ' }).error?.issues.map((issue) => issue.message)).toEqual([
      'Scrivi la motivazione.',
    ]);
    expect(fails(actionInputSchema.safeParse({ ...action, reason: 'x'.repeat(2001) }))).toBe(true);
  });
});

describe('appeals', () => {
  it('take a text of at most 2000 characters, decided as upheld or reversed with a reason', () => {
    expect(appealInputSchema.safeParse({ text: 'x'.repeat(2000) }).success).toBe(true);
    expect(fails(appealInputSchema.safeParse({ text: 'x'.repeat(2001) }))).toBe(true);
    expect(appealDecisionSchema.parse({ decision: 'reversed', reason: 'Recensione vera.' })).toEqual({
      decision: 'reversed',
      reason: 'Recensione vera.',
    });
    expect(fails(appealDecisionSchema.safeParse({ decision: 'maybe', reason: 'x' }))).toBe(true);
  });
});
