import { withPreposition } from '../../product';
import { localise, localised } from '../active';

/**
 * Italian screen messages for GoTrue error codes (`error.code` of an
 * AuthApiError). The spec's 'Errore di accesso' / 'Errore di registrazione'
 * toasts show the server message: we show these instead.
 */
export const authErrorMessages = {
  invalid_credentials: 'Email o password non corretti.',
  email_not_confirmed: 'Devi confermare la tua email prima di accedere.',
  phone_not_confirmed: 'Devi confermare il tuo numero di telefono prima di accedere.',
  weak_password: 'La password deve avere almeno 6 caratteri.',
  same_password: 'La nuova password deve essere diversa da quella attuale.',
  reauthentication_needed: 'Per cambiare la password serve il codice che ti inviamo via email.',
  reauthentication_not_valid: "Il codice non è corretto o è scaduto: controlla l'ultima email o chiedine uno nuovo.",
  over_request_rate_limit: 'Troppi tentativi: riprova tra qualche minuto.',
  over_email_send_rate_limit: 'Troppi tentativi: riprova tra qualche minuto.',
  over_sms_send_rate_limit: 'Troppi tentativi: riprova tra qualche minuto.',
  otp_expired: 'Il link è scaduto o non è valido.',
  flow_state_expired: 'Il link è scaduto o non è valido.',
  flow_state_not_found: 'Il link è scaduto o non è valido.',
  bad_code_verifier: 'Il link è scaduto o non è valido.',
  pkce_code_verifier_not_found: 'Apri il link nello stesso browser in cui hai fatto la richiesta.',
  otp_disabled: "L'accesso tramite link o codice non è attivo.",
  user_already_exists: 'Esiste già un account con questa email.',
  email_exists: 'Questa email è già registrata.',
  nickname_taken: 'Questo nickname è già in uso: scegline un altro.',
  phone_exists: 'Questo numero di telefono è già registrato.',
  email_address_invalid: 'Indirizzo email non valido.',
  email_address_not_authorized: 'Non possiamo inviare email a questo indirizzo.',
  validation_failed: 'Controlla i dati inseriti e riprova.',
  bad_json: 'Controlla i dati inseriti e riprova.',
  session_not_found: 'La sessione è scaduta: accedi di nuovo.',
  session_expired: 'La sessione è scaduta: accedi di nuovo.',
  refresh_token_not_found: 'La sessione è scaduta: accedi di nuovo.',
  refresh_token_already_used: 'La sessione è scaduta: accedi di nuovo.',
  bad_jwt: 'La sessione non è valida: accedi di nuovo.',
  no_authorization: "Devi effettuare l'accesso.",
  user_not_found: 'Utente non trovato.',
  user_banned: 'Il tuo account è sospeso.',
  signup_disabled: 'Le nuove registrazioni sono momentaneamente chiuse.',
  email_provider_disabled: "L'accesso con email non è attivo.",
  phone_provider_disabled: "L'accesso con numero di telefono non è attivo.",
  sms_send_failed: "Non è stato possibile inviare l'SMS. Riprova.",
  captcha_failed: 'Verifica di sicurezza non riuscita. Riprova.',
  mfa_verification_failed: 'Il codice di verifica non è corretto.',
  mfa_challenge_expired: 'Il codice di verifica è scaduto. Richiedine uno nuovo.',
  mfa_factor_not_found: 'Metodo di verifica non trovato.',
  insufficient_aal: 'Completa la verifica in due passaggi per continuare.',
  conflict: 'Operazione in conflitto con una modifica recente: riprova.',
  request_timeout: 'La richiesta ha impiegato troppo tempo. Riprova.',
  unexpected_failure: 'Si è verificato un errore imprevisto.',
} as const;

/** Italian message for a GoTrue error code; unknown or missing codes get the generic one. */
export function authErrorMessage(code: string | null | undefined): string {
  const messages: Readonly<Record<string, string | undefined>> = authErrorMessages;
  return (code ? messages[code] : undefined) ?? authErrorMessages.unexpected_failure;
}

/** `user_banned` when the server says when the suspension ends (date and time already formatted). */
export const userBannedUntilMessage = localised(
  'userBannedUntilMessage',
  (date: string, time: string) => `Il tuo account è sospeso fino al giorno ${date} alle ${time}.`,
);
export const userBannedIndefinitelyMessage = localised('userBannedIndefinitelyMessage', 'Il tuo account è sospeso a tempo indeterminato.');

export const authMessages = {
  signInTitle: (appName: string) => `Accedi ${withPreposition('a', appName)}`,
  signUpTitle: (appName: string) => `Registrati ${withPreposition('su', appName)}`,
  signInSubtitle: 'Bentornato! Inserisci le tue credenziali.',
  signUpSubtitle: 'Crea il tuo account e inizia a scoprire i locali sicuri per te.',
  email: 'Email',
  emailPlaceholder: 'nome@esempio.it',
  password: 'Password',
  passwordPlaceholder: 'Almeno 6 caratteri',
  nickname: 'Nickname',
  nicknamePlaceholder: 'Il nome che vedranno gli altri',
  nicknameHint: 'Sarà mostrato sulle tue recensioni al posto del tuo nome reale.',
  showPassword: 'Mostra password',
  hidePassword: 'Nascondi password',
  signInButton: 'Accedi',
  signUpButton: 'Registrati',
  signingIn: 'Accesso in corso...',
  signingUp: 'Registrazione in corso...',
  changePassword: 'Modifica Password',
  switchToSignUp: 'Non hai un account? Registrati',
  switchToSignIn: 'Hai già un account? Accedi',
  verifyingLink: 'Verifica del link in corso...',
  // Validation
  emailRequired: 'Inserisci la tua email.',
  emailInvalid: 'Inserisci un indirizzo email valido.',
  passwordRequired: 'Inserisci la password.',
  nicknameRequired: 'Inserisci un nickname.',
  nicknameTooLong: (max: number) => `Il nickname può avere al massimo ${max} caratteri.`,
  passwordTooShortTitle: 'Password troppo corta',
  passwordTooShort: 'La password deve avere almeno 6 caratteri.',
  newPasswordTooShort: 'La nuova password deve avere almeno 6 caratteri.',
  passwordsMismatchTitle: 'Le password non coincidono',
  passwordsMismatch: 'Controlla e riprova.',
  passwordsMatchHint: 'Le password coincidono',
  passwordsMismatchHint: 'Le password non coincidono',
  noRecoverySessionTitle: 'Link non valido o scaduto',
  noRecoverySession: 'Apri il link di reset ricevuto via email per impostare una nuova password.',
  // Recovery form (reached from an emailed link)
  recoveryTitle: 'Imposta nuova password',
  newPassword: 'Nuova password',
  confirmPassword: 'Conferma password',
  saveNewPassword: 'Salva nuova password',
  cancel: 'Annulla',
  // Toasts
  /** The session was ended by a sign-out everywhere or a password reset on another device. */
  sessionEndedElsewhere: 'La sessione è terminata su un altro dispositivo: accedi di nuovo.',
  signInErrorTitle: 'Errore di accesso',
  signUpErrorTitle: 'Errore di registrazione',
  signInSuccessTitle: 'Accesso effettuato',
  signInSuccess: (appName: string) => `Benvenuto ${withPreposition('in', appName)}`,
  signUpSuccessTitle: 'Registrazione completata',
  signUpSuccess: "Controlla la tua email per confermare l'account.",
  unexpectedErrorTitle: 'Errore',
  unexpectedError: 'Si è verificato un errore imprevisto.',
  invalidLinkTitle: 'Link non valido',
  confirmErrorTitle: 'Errore di conferma',
  emailConfirmed: 'Email confermata!',
  /** After a confirmation link opened in another browser: the email is confirmed, but there is no session here. */
  emailConfirmedSignIn: 'Ora puoi accedere con la tua email e password.',
  verifySuccessTitle: 'Verifica riuscita',
  verifySuccess: 'Imposta la tua nuova password.',
  passwordUpdatedTitle: 'Password aggiornata',
  passwordUpdated: 'Ora puoi accedere con la nuova password.',
  // The 6-digit code of the emails, typed instead of opening the link
  emailCodeQuestion: 'Hai ricevuto un codice?',
  emailCodeLabel: 'Codice a 6 cifre',
  emailCodeHint: "Lo trovi nell'email, sotto il link.",
  verifyCode: 'Verifica codice',
  verifyingCode: 'Verifica in corso...',
  codeInvalid: 'Inserisci il codice di 6 cifre.',
  codeErrorTitle: 'Codice non valido',
  codeExpired: 'Il codice è scaduto o non è valido.',
  // The confirmation email: sent again, and its code typed in any tab or device
  resend: 'Invia di nuovo',
  resending: 'Invio in corso...',
  /** When the next auth email can be asked for ('Invia di nuovo' waits until then). */
  resendWait: (seconds: number | string) =>
    Number(seconds) === 1 ? "Puoi richiederne un'altra tra 1 secondo." : `Puoi richiederne un'altra tra ${seconds} secondi.`,
  resendSentTitle: 'Email inviata',
  resendErrorTitle: 'Email non inviata',
  confirmationSentNotice: (email: string) => `Ti abbiamo inviato un'email di conferma a ${email}: apri il link o inserisci il codice.`,
  notConfirmedNotice: (email: string) =>
    `L'email ${email} non è ancora confermata: apri il link dell'email di conferma o fatti inviare un'altra email.`,
  confirmWithCodeQuestion: 'Hai un codice di conferma?',
  confirmWithCodeIntro: "Inserisci l'email con cui ti sei registrato e il codice a 6 cifre ricevuto: funziona su qualsiasi dispositivo.",
  errorCodes: authErrorMessages,
} as const;

localise(authErrorMessages, 'authErrorMessages');
localise(authMessages, 'authMessages');
