// 'Segnala chiusura o cambio gestione' (docs/product.md#closed-or-new-management).
// A status comes from users and is never verified: every text that shows one says so.
import { formatCount } from '../format';
import { localise } from '../active';

export const venueStatusMessages = {
  sectionTitle: 'Segnala chiusura o cambio gestione',
  claims: {
    closed: 'Chiuso definitivamente',
    new_management: 'Nuova gestione',
    open: 'Ancora aperto / stessa gestione',
  },
  newManagement: (date: string) => `Nuova gestione dal ${date}`,
  disclaimer: 'segnalata da utenti, non verificata',
  rule: 'Uno stato appare quando lo segnalano due utenti diversi (chi ha aggiunto il locale conta come uno) e resta finché le conferme superano le contestazioni ("Ancora aperto / stessa gestione").',
  /** A line of 'Chi l'ha detto': the claim, with the day of a new management. */
  claimLine: (status: 'closed' | 'new_management' | 'open', changeDate: string | null) =>
    status === 'closed' ? 'dice: chiuso definitivamente' : status === 'open' ? 'dice: ancora aperto' : `dice: nuova gestione${changeDate ? ` dal ${changeDate}` : ''}`,
  counts: (closed: number, newManagement: number, open: number) =>
    `Chiuso: ${formatCount(closed)} · Nuova gestione: ${formatCount(newManagement)} · Ancora aperto: ${formatCount(open)}`,
  changeDateLabel: 'Data del cambio di gestione',
  claimLabel: 'Cosa hai visto?',
  claimRequired: 'Scegli cosa vuoi segnalare.',
  loadError: 'Non è stato possibile caricare lo stato del locale.',
  submit: 'Invia segnalazione',
  submitting: 'Invio...',
  withdraw: 'Ritira la mia segnalazione',
  yourClaim: (claim: string) => `La tua segnalazione: ${claim}`,
  saved: 'Segnalazione inviata',
  withdrawn: 'Segnalazione ritirata',
  saveError: 'Non è stato possibile salvare la segnalazione.',
  // Reviews and the list
  beforeNewManagement: 'prima della nuova gestione',
  showClosed: 'Mostra anche chiusi',
  // Stored with the notification to the users who saved the restaurant
  notificationTitle: 'Cambio di stato del locale',
  notification: (restaurantName: string, status: string) =>
    `"${restaurantName}": ${status} (segnalata da utenti, non verificata).`,
} as const;

localise(venueStatusMessages, 'venueStatusMessages');
