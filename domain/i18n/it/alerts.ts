// 'Notifiche sul dispositivo' in the profile (docs/product.md#notifiche-sul-dispositivo).
import { localise } from '../active';
export const alertsMessages = {
  devicesTitle: 'Notifiche sul dispositivo',
  devicesText: 'Ricevi su questo dispositivo le segnalazioni di reazioni e i cambi di stato dei locali salvati, e le decisioni di moderazione che ti riguardano, anche ad app chiusa.',
  enableHere: 'Attiva su questo dispositivo',
  disableHere: 'Disattiva su questo dispositivo',
  enabling: 'Attivazione…',
  enabledToast: 'Notifiche attivate su questo dispositivo',
  disabledToast: 'Notifiche disattivate su questo dispositivo',
  unsupported: 'Questo browser non può ricevere notifiche. Su iPhone e iPad aggiungi prima l’app alla schermata Home.',
  denied: 'Le notifiche sono bloccate nelle impostazioni del browser per questo sito: sbloccale per attivarle.',
  failed: 'Non è stato possibile attivare le notifiche su questo dispositivo.',
  devicesListTitle: 'I tuoi dispositivi',
  noDevices: 'Nessun dispositivo riceve le notifiche.',
  thisDevice: 'questo dispositivo',
  removeDevice: (label: string) => `Rimuovi ${label}`,
  remove: 'Rimuovi',
  removedToast: 'Dispositivo rimosso',
  removeFailed: 'Non è stato possibile rimuovere il dispositivo.',
  loadFailed: 'Non è stato possibile caricare i dispositivi.',
  unnamedDevice: 'Dispositivo senza nome',
  addedOn: (date: string) => `aggiunto il ${date}`,
} as const;

/** The choices of 'Cosa ricevere' (docs/product.md#alerts). */
export const alertPreferencesMessages = {
  title: 'Cosa ricevere',
  hint: 'La campanella riceve sempre tutto. Scegli cosa ricevere anche come notifica sul dispositivo e per email.',
  typeLabels: {
    incident_reported: 'Reazioni segnalate nei locali salvati',
    venue_status: 'Chiusure e nuove gestioni dei locali salvati',
    moderation: 'Decisioni di moderazione che ti riguardano',
  },
  weeklyDigest: 'Riepilogo settimanale dei locali salvati',
  weeklyDigestHint: 'Il lunedì mattina, per email, le novità della settimana: reazioni segnalate, cambi di stato e nuove recensioni per i tuoi allergeni. Nessuna email se non ci sono novità.',
  push: 'Notifica',
  email: 'Email',
  moderationEmailNote: 'Le decisioni di moderazione arrivano sempre per email, con le motivazioni.',
  quietHours: 'Ore di silenzio',
  quietFrom: 'Dalle',
  quietTo: 'Alle',
  incidentsDuringQuiet: 'Le reazioni segnalate arrivano anche nelle ore di silenzio',
  save: 'Salva le preferenze',
  saved: 'Preferenze salvate',
  saveFailed: 'Non è stato possibile salvare le preferenze.',
  loadFailed: 'Non è stato possibile caricare le preferenze.',
  // The schema's refusals (domain/alerts.ts), in an API error's issues.
  invalidTime: 'Orario non valido (HH:MM).',
  sameQuietHours: 'L’inizio e la fine delle ore di silenzio devono essere diversi.',
  unknownTimeZone: 'Fuso orario sconosciuto.',
} as const;

/** Alert emails and the unsubscribe page they link to (docs/product.md#alerts). */
export const alertEmailMessages = {
  open: 'Apri nell’app',
  why: (typeLabel: string) => `Ricevi questa email perché hai scelto di ricevere per email: ${typeLabel}.`,
  unsubscribeLink: 'Non ricevere più queste email',
  pageTitle: 'Email di avviso',
  confirmQuestion: (typeLabel: string) => `Vuoi smettere di ricevere per email: ${typeLabel}?`,
  confirmButton: 'Sì, non inviarmele più',
  done: (typeLabel: string) => `Fatto: non riceverai più per email: ${typeLabel}. Puoi cambiare idea nel profilo, in 'Cosa ricevere'.`,
  invalid: 'Questo link non è valido: forse è stato copiato male. Puoi scegliere quali email ricevere nel profilo, in \u2018Cosa ricevere\u2019.',
  expired: 'Questo link è scaduto. Puoi scegliere quali email ricevere nel profilo, in \u2018Cosa ricevere\u2019.',
  backHome: 'Vai all’app',
  digestSubject: 'Il riepilogo settimanale dei tuoi locali salvati',
  digestIntro: 'Le novità della settimana nei locali che hai salvato:',
} as const;

localise(alertsMessages, 'alertsMessages');
localise(alertPreferencesMessages, 'alertPreferencesMessages');
localise(alertEmailMessages, 'alertEmailMessages');
