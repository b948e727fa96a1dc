// 'Report closure or change of management' (docs/product.md#closed-or-new-management).
// A status comes from users and is never verified: every text that shows one says so.
import type { Catalogue } from '../catalogue';
import { formatCount } from './format';

export const venueStatusMessages = {
  sectionTitle: 'Report closure or change of management',
  claims: {
    closed: 'Permanently closed',
    new_management: 'New management',
    open: 'Still open / same management',
  },
  newManagement: (date: string) => `New management since ${date}`,
  disclaimer: 'reported by users, not verified',
  rule: 'A status appears when two different users report it (whoever added the venue counts as one) and stays as long as the confirmations outnumber the disputes ("Still open / same management").',
  /** A line of 'Who said so': the claim, with the day of a new management. */
  claimLine: (status: 'closed' | 'new_management' | 'open', changeDate: string | null) =>
    status === 'closed' ? 'says: permanently closed' : status === 'open' ? 'says: still open' : `says: new management${changeDate ? ` since ${changeDate}` : ''}`,
  counts: (closed: number, newManagement: number, open: number) =>
    `Closed: ${formatCount(closed)} · New management: ${formatCount(newManagement)} · Still open: ${formatCount(open)}`,
  changeDateLabel: 'Date of the change of management',
  claimLabel: 'What did you see?',
  claimRequired: 'Choose what you want to report.',
  loadError: 'The venue’s status could not be loaded.',
  submit: 'Send report',
  submitting: 'Sending...',
  withdraw: 'Withdraw my report',
  yourClaim: (claim: string) => `Your report: ${claim}`,
  saved: 'Report sent',
  withdrawn: 'Report withdrawn',
  saveError: 'The report could not be saved.',
  // Reviews and the list
  beforeNewManagement: 'before the new management',
  showClosed: 'Also show closed venues',
  // Stored with the notification to the users who saved the restaurant
  notificationTitle: 'Venue status change',
  notification: (restaurantName: string, status: string) =>
    `"${restaurantName}": ${status} (reported by users, not verified).`,
} satisfies Catalogue['venueStatus'];
