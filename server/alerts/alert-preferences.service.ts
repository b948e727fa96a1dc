// Alert preferences (docs/product.md#alerts): each user reads and changes their
// own; someone who never chose has DEFAULT_ALERT_PREFERENCES.
import {
  ALERT_TYPES,
  DEFAULT_ALERT_PREFERENCES,
  EMAIL_CHOICES,
  minutesOf,
  timeOf,
  type AlertPreferences,
} from '../../domain/alerts';
import type { Database, Transaction } from '../db/client';
import { findAlertPreferences, saveAlertPreferences, type DbAlertPreferences } from './alert-preferences.repository';

function toPreferences(row: DbAlertPreferences | undefined): AlertPreferences {
  if (!row) return DEFAULT_ALERT_PREFERENCES;
  const has = (list: string[], type: string) => list.includes(type);
  return {
    push: { incident_reported: has(row.pushTypes, 'incident_reported'), venue_status: has(row.pushTypes, 'venue_status'), moderation: has(row.pushTypes, 'moderation') },
    email: {
      incident_reported: has(row.emailTypes, 'incident_reported'),
      venue_status: has(row.emailTypes, 'venue_status'),
      weekly_digest: has(row.emailTypes, 'weekly_digest'),
    },
    quiet_hours:
      row.quietStartMinute === null || row.quietEndMinute === null ? null : { start: timeOf(row.quietStartMinute), end: timeOf(row.quietEndMinute) },
    time_zone: row.timeZone,
    incidents_during_quiet_hours: row.incidentsDuringQuietHours,
  };
}

export async function getAlertPreferences(db: Database | Transaction, userId: string): Promise<AlertPreferences> {
  return toPreferences(await findAlertPreferences(db, userId));
}

export async function setAlertPreferences(db: Database, userId: string, input: AlertPreferences): Promise<AlertPreferences> {
  await saveAlertPreferences(db, {
    userId,
    pushTypes: ALERT_TYPES.filter((type) => input.push[type]),
    emailTypes: EMAIL_CHOICES.filter((type) => input.email[type]),
    quietStartMinute: input.quiet_hours ? minutesOf(input.quiet_hours.start) : null,
    quietEndMinute: input.quiet_hours ? minutesOf(input.quiet_hours.end) : null,
    timeZone: input.time_zone,
    incidentsDuringQuietHours: input.incidents_during_quiet_hours,
  });
  return getAlertPreferences(db, userId);
}
