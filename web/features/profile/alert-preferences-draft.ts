// 'Cosa ricevere' checked with the API's own schema (domain/alerts.ts) before it
// is sent, so a refusal is said next to the times rather than as a failed save.
import { alertPreferencesSchema, type AlertPreferences } from '@domain/alerts';

/** Why the schema refuses the quiet hours ('Dalle' equal to 'Alle', a time left blank), or null when it accepts them. */
export function quietHoursProblem(preferences: AlertPreferences): string | null {
  const parsed = alertPreferencesSchema.safeParse(preferences);
  if (parsed.success) return null;
  return parsed.error.issues.find((issue) => issue.path[0] === 'quiet_hours')?.message ?? null;
}
