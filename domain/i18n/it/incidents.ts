// 'Segnala una reazione': reaction reports and the alert they raise
// (docs/product.md#reaction-reports). Reports come from users and are never
// verified: every text that shows one says so.
import { formatCount, plural } from '../format';
import { localise } from '../active';

export const incidentsMessages = {
  reportAction: 'Segnala una reazione',
  formTitle: 'Segnala una reazione',
  formIntro:
    'Racconta cosa è successo. La segnalazione è pubblica con il tuo nickname, come le recensioni: non scrivere dati che ti identificano.',
  allergensLabel: 'Allergeni coinvolti',
  allergensHint: 'Nessun allergene è spuntato: spunta solo quelli della reazione. I tuoi allergeni sono in cima alla lista.',
  ownAllergen: 'tuo allergene',
  allergensRequired: 'Seleziona almeno un allergene coinvolto.',
  severityLabel: 'Gravità',
  severityRequired: 'Indica la gravità della reazione.',
  severities: {
    mild: 'lieve',
    moderate: 'moderata',
    severe: 'grave — anafilassi, pronto soccorso',
  },
  mealDateLabel: 'Data del pasto',
  mealDateInvalid: 'Inserisci la data del pasto.',
  mealDateInFuture: 'La data del pasto non può essere nel futuro.',
  mealDateTooOld: 'La data del pasto può essere al massimo di un anno fa.',
  dishesLabel: 'Cosa hai mangiato (facoltativo)',
  dishesTooLong: (max: number) => `Al massimo ${formatCount(max)} caratteri.`,
  staffInformedLabel: 'Avevi informato il personale delle tue allergie?',
  staffInformedRequired: 'Indica se il personale era stato informato.',
  yes: 'sì',
  no: 'no',
  detailsLabel: 'Descrizione (facoltativa)',
  detailsTooLong: (max: number) => `Al massimo ${formatCount(max)} caratteri.`,
  submit: 'Invia segnalazione',
  submitting: 'Invio...',
  saveEdit: 'Salva modifiche',
  cancel: 'Annulla',
  created: 'Segnalazione inviata',
  updated: 'Segnalazione aggiornata',
  withdrawn: 'Segnalazione ritirata',
  saveError: 'Non è stato possibile salvare la segnalazione.',
  withdrawError: 'Non è stato possibile ritirare la segnalazione.',
  edit: 'Modifica',
  withdraw: 'Ritira',
  withdrawConfirmTitle: 'Ritirare la segnalazione?',
  withdrawConfirm: 'La segnalazione non sarà più visibile e non conterà più per questo locale.',
  // The alert
  alertTitle: 'Reazione segnalata',
  alertDisclaimer: 'segnalata da utenti, non verificata',
  alertText: (date: string, allergens: string) => `Pasto del ${date} · ${allergens}`,
  alertShort: (allergens: string) => `Reazione segnalata: ${allergens}`,
  // The list of reports on the restaurant page
  listTitle: 'Reazioni segnalate',
  listEmpty: 'Nessuna reazione segnalata.',
  reportCount: (count: number) => `${formatCount(count)} ${plural(count, 'segnalazione', 'segnalazioni')}`,
  mealOn: (date: string) => `Pasto del ${date}`,
  staffInformed: (informed: boolean) => (informed ? 'Personale informato: sì' : 'Personale informato: no'),
  dishes: (text: string) => `Ha mangiato: ${text}`,
  yourReport: 'La tua segnalazione',
  closed: 'Chiusa',
  closedByModerator: (date: string, reason: string) => `Chiusa il ${date} da un moderatore: ${reason}`,
  closedExpired: (date: string) => `Chiusa il ${date}: sono passati 12 mesi dal pasto.`,
  closedByEvidence: (date: string) =>
    `Chiusa il ${date}: abbastanza persone diverse, con account confermati già esistenti, hanno poi recensito il locale senza problemi per questi allergeni.`,
  closingRule:
    'Una segnalazione si chiude quando 3 persone diverse (5, in almeno 30 giorni, per una reazione grave), non chi l’ha fatta e con account confermati già esistenti, recensiscono poi il locale per quegli allergeni; oppure quando un moderatore decide con un motivo scritto.',
  open: 'Aperta',
  anonymous: 'Utente',
  // 'Per i tuoi allergeni'
  personalNotSafe: (allergens: string) =>
    `Non indicato come sicuro: una reazione a ${allergens} è stata segnalata da utenti, non verificata.`,
  // Stored with the notification to the users who saved the restaurant
  notificationTitle: 'Reazione segnalata',
  notification: (restaurantName: string, allergens: string) =>
    `Una reazione a ${allergens} è stata segnalata a "${restaurantName}" (segnalata da utenti, non verificata).`,
} as const;

localise(incidentsMessages, 'incidentsMessages');
