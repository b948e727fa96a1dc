import { describe, expect, it as test } from 'vitest';
import { DEFAULT_ALERT_PREFERENCES } from '@domain/alerts';
import { quietHoursProblem } from './alert-preferences-draft';

const withQuietHours = (start: string, end: string) => ({ ...DEFAULT_ALERT_PREFERENCES, quiet_hours: { start, end } });

describe('quietHoursProblem', () => {
  test('accepts no quiet hours, and quiet hours that cross midnight', () => {
    expect(quietHoursProblem(DEFAULT_ALERT_PREFERENCES)).toBeNull();
    expect(quietHoursProblem(withQuietHours('23:30', '06:45'))).toBeNull();
  });

  test('says why quiet hours that end when they start are refused', () => {
    expect(quietHoursProblem(withQuietHours('23:30', '23:30'))).toBe('L’inizio e la fine delle ore di silenzio devono essere diversi.');
  });

  test('says why a time left blank is refused', () => {
    expect(quietHoursProblem(withQuietHours('22:00', ''))).toBe('Orario non valido (HH:MM).');
  });

  test('leaves what is not about the quiet hours to the server', () => {
    expect(quietHoursProblem({ ...withQuietHours('22:00', '07:00'), time_zone: 'Europa/Nowhere' })).toBeNull();
  });
});
