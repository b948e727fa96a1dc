// 'Notifiche sul dispositivo' in the profile (docs/product.md#notifiche-sul-dispositivo).
import type { Catalogue } from '../catalogue';
export const alertsMessages = {
  devicesTitle: 'Notifications on this device',
  devicesText: 'Receive on this device the reaction reports and status changes of your saved venues, and the moderation decisions that concern you, even when the app is closed.',
  enableHere: 'Turn on for this device',
  disableHere: 'Turn off for this device',
  enabling: 'Turning on…',
  enabledToast: 'Notifications turned on for this device',
  disabledToast: 'Notifications turned off for this device',
  unsupported: 'This browser cannot receive notifications. On iPhone and iPad, first add the app to the Home Screen.',
  denied: 'Notifications are blocked for this site in the browser settings: unblock them to turn them on.',
  failed: 'Notifications could not be turned on for this device.',
  devicesListTitle: 'Your devices',
  noDevices: 'No device receives notifications.',
  thisDevice: 'this device',
  removeDevice: (label: string) => `Remove ${label}`,
  remove: 'Remove',
  removedToast: 'Device removed',
  removeFailed: 'The device could not be removed.',
  loadFailed: 'The devices could not be loaded.',
  unnamedDevice: 'Unnamed device',
  addedOn: (date: string) => `added on ${date}`,
} satisfies Catalogue['alerts'];

/** The choices of 'Cosa ricevere' (docs/product.md#alerts). */
export const alertPreferencesMessages = {
  title: 'What to receive',
  hint: 'The bell always receives everything. Choose what to receive as a device notification and by email as well.',
  typeLabels: {
    incident_reported: 'Reactions reported at saved venues',
    venue_status: 'Closures and new management at saved venues',
    moderation: 'Moderation decisions that concern you',
  },
  weeklyDigest: 'Weekly summary of saved venues',
  weeklyDigestHint: 'On Monday morning, by email, the week’s news: reactions reported, status changes and new reviews for your allergens. No email when there is no news.',
  push: 'Notification',
  email: 'Email',
  moderationEmailNote: 'Moderation decisions always arrive by email, with the reasons.',
  quietHours: 'Quiet hours',
  quietFrom: 'From',
  quietTo: 'To',
  incidentsDuringQuiet: 'Reported reactions arrive during quiet hours too',
  save: 'Save preferences',
  saved: 'Preferences saved',
  saveFailed: 'The preferences could not be saved.',
  loadFailed: 'The preferences could not be loaded.',
  invalidTime: 'Invalid time (HH:MM).',
  sameQuietHours: 'Quiet hours must start and end at different times.',
  unknownTimeZone: 'Unknown time zone.',
} satisfies Catalogue['alertPreferences'];

/** Alert emails and the unsubscribe page they link to (docs/product.md#alerts). */
export const alertEmailMessages = {
  open: 'Open in the app',
  why: (typeLabel: string) => `You are receiving this email because you chose to receive by email: ${typeLabel}.`,
  unsubscribeLink: 'Stop receiving these emails',
  pageTitle: 'Alert emails',
  confirmQuestion: (typeLabel: string) => `Do you want to stop receiving by email: ${typeLabel}?`,
  confirmButton: 'Yes, stop sending them',
  done: (typeLabel: string) => `Done: you will no longer receive by email: ${typeLabel}. You can change your mind in your profile, under 'What to receive'.`,
  invalid: 'This link is not valid: it may have been copied incorrectly. You can choose which emails to receive in your profile, under \u2018What to receive\u2019.',
  expired: 'This link has expired. You can choose which emails to receive in your profile, under \u2018What to receive\u2019.',
  backHome: 'Go to the app',
  digestSubject: 'The weekly summary of your saved venues',
  digestIntro: 'This week’s news at the venues you saved:',
} satisfies Catalogue['alertEmail'];
