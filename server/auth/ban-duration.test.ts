// GoTrue's ban_duration (docs/auth-api.md#operator-api): Go durations from now, or "none".
import { describe, expect, it } from 'vitest';
import { isAppError } from '../http/app-error';
import { banUntil } from './admin-users.service';

const now = new Date('2026-05-01T10:00:00.000Z');
const after = (text: string) => banUntil(text, now)?.toISOString() ?? null;

describe('banUntil', () => {
  it('reads Go durations from now', () => {
    expect(after('24h')).toBe('2026-05-02T10:00:00.000Z');
    expect(after('1h30m')).toBe('2026-05-01T11:30:00.000Z');
    expect(after('90s')).toBe('2026-05-01T10:01:30.000Z');
    expect(after('1.5h')).toBe('2026-05-01T11:30:00.000Z');
    expect(after('2h45m30s500ms')).toBe('2026-05-01T12:45:30.500Z');
    expect(after('+10m')).toBe('2026-05-01T10:10:00.000Z');
    expect(after('876000h')).toBe('2126-04-07T10:00:00.000Z');
  });

  it('lifts the ban for "none" and for zero; a negative duration ends it in the past', () => {
    expect(after('none')).toBeNull();
    expect(after('0')).toBeNull();
    expect(after('0s')).toBeNull();
    expect(after('-1h')).toBe('2026-05-01T09:00:00.000Z');
  });

  it('refuses anything else with 400 validation_failed', () => {
    for (const text of ['', '1d', '24', 'h', '1 h', '1h ', 'forever', '-', '1.h2', 'NONE']) {
      let error: unknown;
      try {
        banUntil(text, now);
      } catch (caught) {
        error = caught;
      }
      expect([text, isAppError(error) ? `${error.status} ${error.code}` : 'accepted']).toEqual([text, '400 validation_failed']);
    }
  });
});
