import { localise } from '../active';
/** Two-step verification: the profile's card and the code asked at sign-in. */
export const mfaMessages = {
  // At sign-in
  challengeTitle: 'Verifica in due passaggi',
  challengeIntro: "Inserisci il codice a 6 cifre che vedi nella tua app di autenticazione.",
  codeLabel: 'Codice di verifica',
  verify: 'Verifica',
  verifying: 'Verifica in corso...',
  signOut: 'Esci',
  // Profile card
  cardTitle: 'Verifica in due passaggi',
  cardIntro:
    "Oltre alla password, all'accesso ti chiederemo un codice generato da un'app di autenticazione sul tuo telefono (per esempio Google Authenticator, Microsoft Authenticator o 2FAS).",
  statusOn: 'Attiva',
  statusOff: 'Non attiva',
  enable: 'Attiva la verifica in due passaggi',
  enabling: 'Preparazione...',
  scanQr: "1. Inquadra il codice QR con l'app di autenticazione.",
  qrAlt: "Codice QR da inquadrare con l'app di autenticazione",
  secretIntro: 'Non riesci a inquadrarlo? Inserisci a mano questa chiave:',
  enterCode: "2. Inserisci il codice a 6 cifre mostrato dall'app.",
  confirm: 'Conferma e attiva',
  cancel: 'Annulla',
  factorsTitle: 'App collegate',
  defaultFactorName: 'App di autenticazione',
  addedOn: (date: string) => `Aggiunta il ${date}`,
  remove: 'Rimuovi',
  removing: 'Rimozione...',
  removeDialogTitle: 'Rimuovere questa app?',
  removeDialogText:
    "All'accesso non ti chiederemo più il codice di questa app. Potrai riattivare la verifica in due passaggi quando vuoi.",
  loadFailed: 'Non è stato possibile caricare le impostazioni di verifica.',
  // Toasts
  enabledTitle: 'Verifica in due passaggi attiva',
  enabled: "Da ora all'accesso ti chiederemo anche il codice dell'app.",
  removedTitle: 'App rimossa',
  removed: 'La verifica in due passaggi non usa più questa app.',
  errorTitle: 'Errore',
} as const;

localise(mfaMessages, 'mfaMessages');
