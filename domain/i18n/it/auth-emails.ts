// The messages the accounts part sends (server/mail/templates.ts): sign-up,
// invitation, password reset, sign-in link, email change, re-authentication
// code, and the SMS code. Read by the server only, in the recipient's language.
import { withPreposition } from '../../product';

/** What each email says; `action` is the link's button ('' for a code-only email). */
type EmailCopy = { subject: string; heading: string; intro: string; action: string; ignore: string };

export const authEmailMessages = {
  signup: (appName: string): EmailCopy => ({
    subject: `Conferma la tua registrazione ${withPreposition('su', appName)}`,
    heading: `Benvenuto ${withPreposition('su', appName)}!`,
    intro: 'Grazie per esserti registrato. Per attivare il tuo account conferma il tuo indirizzo email.',
    action: 'Conferma email',
    ignore: 'Se non ti sei registrato tu, ignora questa email: senza conferma l\'account non viene attivato.',
  }),
  invite: (appName: string): EmailCopy => ({
    subject: `Sei stato invitato ${withPreposition('su', appName)}`,
    heading: `Benvenuto ${withPreposition('su', appName)}!`,
    intro: 'Ti abbiamo creato un account con questo indirizzo email. Apri il link per accettare l\'invito e accedere.',
    action: 'Accetta l\'invito',
    ignore: 'Se non ti aspettavi questo invito, ignora questa email: senza conferma l\'account non viene attivato.',
  }),
  recovery: (appName: string): EmailCopy => ({
    subject: `Reimposta la tua password ${withPreposition('di', appName)}`,
    heading: 'Reimposta la password',
    intro: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account.',
    action: 'Imposta una nuova password',
    ignore: 'Se non hai chiesto tu di reimpostare la password, ignora questa email: la password attuale resta valida.',
  }),
  magiclink: (appName: string): EmailCopy => ({
    subject: `Il tuo link di accesso ${withPreposition('a', appName)}`,
    heading: `Accedi ${withPreposition('a', appName)}`,
    intro: 'Usa il link qui sotto per accedere al tuo account senza password.',
    action: 'Accedi',
    ignore: 'Se non hai chiesto tu di accedere, ignora questa email.',
  }),
  emailChangeCurrent: (appName: string, oldEmail: string, newEmail: string): EmailCopy => ({
    subject: `Conferma il cambio di email ${withPreposition('su', appName)}`,
    heading: 'Conferma il cambio di indirizzo email',
    intro: `È stato chiesto di cambiare l'indirizzo email del tuo account da ${oldEmail} a ${newEmail}. Per confermare apri il link: dovrai confermare anche dal nuovo indirizzo.`,
    action: 'Conferma il cambio',
    ignore: 'Se non hai chiesto tu questo cambio, non aprire il link e cambia la password del tuo account.',
  }),
  emailChangeNew: (appName: string, newEmail: string | null): EmailCopy => ({
    subject: `Conferma il tuo nuovo indirizzo email ${withPreposition('su', appName)}`,
    heading: 'Conferma il nuovo indirizzo email',
    intro: `Per usare ${newEmail ?? 'questo indirizzo'} come email del tuo account conferma con il link qui sotto.`,
    action: 'Conferma il nuovo indirizzo',
    ignore: 'Se non hai chiesto tu questo cambio, ignora questa email.',
  }),
  reauthentication: (appName: string): EmailCopy => ({
    subject: `Il tuo codice per cambiare la password ${withPreposition('su', appName)}`,
    heading: 'Conferma che sei tu',
    intro: 'Per cambiare la password del tuo account inserisci questo codice nella pagina del profilo.',
    action: '',
    ignore: 'Se non stai cambiando tu la password, ignora questa email e non dare il codice a nessuno: senza il codice la password non cambia.',
  }),
  /** '24 ore', '1 ora', '30 minuti'. */
  duration: (seconds: number): string => {
    if (seconds % 3600 === 0) {
      const hours = seconds / 3600;
      return hours === 1 ? '1 ora' : `${hours} ore`;
    }
    const minutes = Math.max(1, Math.round(seconds / 60));
    return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
  },
  validityWithLink: (duration: string) => `Il link e il codice valgono ${duration} e si possono usare una sola volta.`,
  validityCodeOnly: (duration: string) => `Il codice vale ${duration} e si può usare una sola volta.`,
  signature: (appName: string) => `Il team ${withPreposition('di', appName)}`,
  codeLabelWithLink: 'In alternativa inserisci questo codice:',
  codeLabel: 'Il tuo codice:',
  sms: (appName: string, otp: string, duration: string) =>
    `${appName}: il tuo codice di verifica è ${otp}. Vale ${duration}. Non condividerlo con nessuno.`,
} as const;
