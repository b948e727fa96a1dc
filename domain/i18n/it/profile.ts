import { NICKNAME_MAX_LENGTH } from '../../limits';
import { formatCount, plural } from '../format';
import { localise } from '../active';

export const profileMessages = {
  title: 'Il Mio Profilo',
  signOut: 'Esci',
  languageTitle: 'Lingua',
  languageDescription: "La lingua dell'app e delle email che ti inviamo, su tutti i tuoi dispositivi.",
  // Info card
  infoTitle: 'Informazioni personali',
  edit: 'Modifica',
  cancel: 'Annulla',
  save: 'Salva',
  saving: 'Salvataggio...',
  nickname: 'Nickname',
  nicknamePlaceholder: 'Il nome che vedranno gli altri',
  nicknameNotSet: 'Non impostato',
  email: 'Email',
  memberSince: 'Membro dal',
  nicknameWarning: 'Imposta un nickname per proteggere la tua privacy nelle recensioni',
  changeEmailTitle: 'Cambia email',
  newEmail: 'Nuova email',
  updateEmail: 'Aggiorna email',
  changeEmailHint: 'Riceverai un link di conferma al nuovo indirizzo.',
  changePasswordTitle: 'Cambia password',
  newPassword: 'Nuova password',
  confirmNewPassword: 'Conferma nuova password',
  updatePassword: 'Aggiorna password',
  passwordTooShort: 'La password deve essere di almeno 6 caratteri.',
  passwordsMismatch: 'Le password non coincidono.',
  passwordsMatchHint: 'Le password coincidono',
  // Secure password change: a session signed in long ago confirms with an emailed code
  reauthTitle: 'Conferma che sei tu',
  reauthSent: "Hai effettuato l'accesso da tempo: per sicurezza ti abbiamo inviato via email un codice a 6 cifre. Inseriscilo per cambiare la password.",
  reauthCodeLabel: 'Codice ricevuto via email',
  reauthConfirm: 'Cambia password',
  reauthResend: 'Invia un nuovo codice',
  reauthResentTitle: 'Codice inviato',
  reauthResent: 'Ti abbiamo inviato un nuovo codice: usa quello più recente.',
  nicknameRequired: 'Il nickname non può essere vuoto.',
  nicknameTooLong: `Il nickname può avere al massimo ${NICKNAME_MAX_LENGTH} caratteri.`,
  nicknameControlCharacters: 'Il nickname non può contenere caratteri di controllo o a capo.',
  loadFailed: 'Non è stato possibile caricare il profilo.',
  // My restaurants card
  myRestaurantsTitle: 'I Miei Locali',
  reviewedCount: (count: number) =>
    `Hai recensito ${formatCount(count)} ${plural(count, 'locale', 'locali')}`,
  viewMyRestaurants: 'Vedi i Miei Locali',
  // Toasts
  emailErrorTitle: 'Errore email',
  passwordErrorTitle: 'Errore password',
  emailUpdatedTitle: 'Email aggiornata',
  emailUpdated: 'Controlla la tua nuova email per confermare il cambio.',
  emailChangePending: (email: string) => `Cambio email in attesa di conferma: ${email}.`,
  // Secure email change: a link goes to each address, both must be opened
  emailChangeHalfTitle: "Conferma anche dall'altro indirizzo",
  emailChangeHalf: "Questo indirizzo è confermato: apri anche il link che ti abbiamo inviato all'altro per completare il cambio.",
  emailChangedTitle: 'Email cambiata',
  emailChanged: (email: string) => `Il tuo indirizzo email ora è ${email}.`,
  emailChangeFailedTitle: 'Link non valido',
  passwordUpdatedTitle: 'Password aggiornata',
  profileUpdatedTitle: 'Profilo aggiornato',
  profileUpdated: 'Il tuo nickname è stato salvato con successo.',
  profileUpdateFailedTitle: 'Errore',
  profileUpdateFailed: 'Non è stato possibile aggiornare il profilo.',
  // Your data (export and account deletion; GDPR and app-store requirements)
  accountDataTitle: 'I miei dati',
  accountDataText:
    'Puoi scaricare una copia di tutti i dati che conserviamo su di te, oppure eliminare definitivamente il tuo account.',
  exportData: 'Scarica i miei dati',
  exporting: 'Preparazione...',
  exportedTitle: 'Dati scaricati',
  exported: 'Il file con i tuoi dati è stato scaricato.',
  exportFailed: 'Non è stato possibile scaricare i tuoi dati.',
  /** The account export's file name between the app's name and the date ('allerguida-i-miei-dati-2025-03-10.json'). */
  exportFileWords: 'i-miei-dati',
  deleteAccount: 'Elimina account',
  deleteDialogTitle: 'Eliminare il tuo account?',
  deleteDialogText:
    "Il tuo account, il profilo, i tuoi allergeni, i voti, le notifiche, i consensi e le foto verranno eliminati definitivamente. Le tue recensioni resteranno visibili alla community come 'Utente eliminato', senza alcun collegamento a te.",
  deleteConfirmLabel: (word: string) => `Per confermare scrivi ${word}`,
  deleteConfirmMismatch: 'Scrivi ELIMINA per confermare.',
  deleteConfirmButton: 'Elimina definitivamente',
  deleting: 'Eliminazione...',
  deletedTitle: 'Account eliminato',
  deleted: 'Il tuo account e i tuoi dati personali sono stati eliminati.',
  deleteFailed: "Non è stato possibile eliminare l'account.",
} as const;

localise(profileMessages, 'profileMessages');
