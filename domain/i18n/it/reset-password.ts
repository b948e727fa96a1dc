import { localise } from '../active';
export const resetPasswordMessages = {
  title: 'Modifica Password',
  requestIntro: 'Inserisci la tua email: ti invieremo un link per reimpostare la password.',
  email: 'Email',
  emailPlaceholder: 'nome@esempio.it',
  sendResetEmail: 'Invia Email di Reset',
  sending: 'Invio in corso...',
  emailSentNotice: "Ti abbiamo inviato un'email con il link per reimpostare la password.",
  resend: 'Invia di nuovo',
  newPasswordIntro: 'Scegli una nuova password per il tuo account.',
  newPassword: 'Nuova password',
  confirmPassword: 'Conferma password',
  savePassword: 'Salva Password',
  saving: 'Salvataggio...',
  backToLogin: 'Torna al Login',
  // Validation
  emailRequiredTitle: 'Email richiesta',
  emailRequired: 'Inserisci il tuo indirizzo email.',
  newPasswordTooShort: 'La nuova password deve avere almeno 6 caratteri.',
  passwordsMismatchTitle: 'Le password non coincidono',
  passwordsMismatch: 'Controlla e riprova.',
  noRecoverySessionTitle: 'Link non valido o scaduto',
  noRecoverySession: 'Apri il link di reset ricevuto via email per impostare una nuova password.',
  // Toasts
  invalidLinkTitle: 'Link non valido',
  invalidLink: 'Il link di reset è scaduto o non valido.',
  verifySuccessTitle: 'Verifica riuscita',
  verifySuccess: 'Imposta la tua nuova password.',
  emailSentTitle: 'Email inviata',
  emailSent: 'Controlla la tua email e clicca sul link per reimpostare la password.',
  sendErrorTitle: 'Errore',
  sendError: "Si è verificato un errore durante l'invio dell'email.",
  passwordUpdatedTitle: 'Password aggiornata',
  passwordUpdated: 'La tua password è stata modificata con successo. Accedi nuovamente.',
} as const;

localise(resetPasswordMessages, 'resetPasswordMessages');
