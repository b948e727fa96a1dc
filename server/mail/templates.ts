// Italian texts of every message the accounts part sends: subject, plain text
// and a simple HTML version with the same content.
import { withPreposition } from '../../domain/product';

export type EmailContent = { subject: string; text: string; html: string; link?: string };

export type AuthEmailKind =
  | 'signup'
  | 'invite'
  | 'recovery'
  | 'magiclink'
  | 'email_change_current'
  | 'email_change_new'
  | 'reauthentication';

export type AuthEmailInput = {
  appName: string;
  kind: AuthEmailKind;
  /** Absent for the re-authentication code, which is typed, never opened (GoTrue's mail has no link either). */
  link?: string;
  otp: string;
  /** How long the link stays valid, in seconds. */
  validForSeconds: number;
  /** Email change only: the address being replaced and the one replacing it. */
  oldEmail?: string;
  newEmail?: string;
};

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** '24 ore', '1 ora', '30 minuti'. */
export function italianDuration(seconds: number): string {
  if (seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return hours === 1 ? '1 ora' : `${hours} ore`;
  }
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
}

type Copy = { subject: string; heading: string; intro: string; action: string; ignore: string };

function copyFor(input: AuthEmailInput): Copy {
  const { appName } = input;
  switch (input.kind) {
    case 'signup':
      return {
        subject: `Conferma la tua registrazione ${withPreposition('su', appName)}`,
        heading: `Benvenuto ${withPreposition('su', appName)}!`,
        intro: 'Grazie per esserti registrato. Per attivare il tuo account conferma il tuo indirizzo email.',
        action: 'Conferma email',
        ignore: 'Se non ti sei registrato tu, ignora questa email: senza conferma l\'account non viene attivato.',
      };
    case 'invite':
      return {
        subject: `Sei stato invitato ${withPreposition('su', appName)}`,
        heading: `Benvenuto ${withPreposition('su', appName)}!`,
        intro: 'Ti abbiamo creato un account con questo indirizzo email. Apri il link per accettare l\'invito e accedere.',
        action: 'Accetta l\'invito',
        ignore: 'Se non ti aspettavi questo invito, ignora questa email: senza conferma l\'account non viene attivato.',
      };
    case 'recovery':
      return {
        subject: `Reimposta la tua password ${withPreposition('di', appName)}`,
        heading: 'Reimposta la password',
        intro: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account.',
        action: 'Imposta una nuova password',
        ignore: 'Se non hai chiesto tu di reimpostare la password, ignora questa email: la password attuale resta valida.',
      };
    case 'magiclink':
      return {
        subject: `Il tuo link di accesso ${withPreposition('a', appName)}`,
        heading: `Accedi ${withPreposition('a', appName)}`,
        intro: 'Usa il link qui sotto per accedere al tuo account senza password.',
        action: 'Accedi',
        ignore: 'Se non hai chiesto tu di accedere, ignora questa email.',
      };
    case 'email_change_current':
      return {
        subject: `Conferma il cambio di email ${withPreposition('su', appName)}`,
        heading: 'Conferma il cambio di indirizzo email',
        intro: `È stato chiesto di cambiare l'indirizzo email del tuo account da ${input.oldEmail ?? ''} a ${input.newEmail ?? ''}. Per confermare apri il link: dovrai confermare anche dal nuovo indirizzo.`,
        action: 'Conferma il cambio',
        ignore: 'Se non hai chiesto tu questo cambio, non aprire il link e cambia la password del tuo account.',
      };
    case 'email_change_new':
      return {
        subject: `Conferma il tuo nuovo indirizzo email ${withPreposition('su', appName)}`,
        heading: 'Conferma il nuovo indirizzo email',
        intro: `Per usare ${input.newEmail ?? 'questo indirizzo'} come email del tuo account conferma con il link qui sotto.`,
        action: 'Conferma il nuovo indirizzo',
        ignore: 'Se non hai chiesto tu questo cambio, ignora questa email.',
      };
    case 'reauthentication':
      return {
        subject: `Il tuo codice per cambiare la password ${withPreposition('su', appName)}`,
        heading: 'Conferma che sei tu',
        intro: 'Per cambiare la password del tuo account inserisci questo codice nella pagina del profilo.',
        action: '',
        ignore: 'Se non stai cambiando tu la password, ignora questa email e non dare il codice a nessuno: senza il codice la password non cambia.',
      };
  }
}

export function renderAuthEmail(input: AuthEmailInput): EmailContent {
  const copy = copyFor(input);
  const { link } = input;
  const validity = link
    ? `Il link e il codice valgono ${italianDuration(input.validForSeconds)} e si possono usare una sola volta.`
    : `Il codice vale ${italianDuration(input.validForSeconds)} e si può usare una sola volta.`;
  const signature = `Il team ${withPreposition('di', input.appName)}`;
  const codeLabel = link ? 'In alternativa inserisci questo codice:' : 'Il tuo codice:';
  const text = [
    copy.heading,
    '',
    copy.intro,
    '',
    ...(link ? [`${copy.action}: ${link}`, ''] : []),
    `${codeLabel} ${input.otp}`,
    '',
    validity,
    copy.ignore,
    '',
    signature,
  ].join('\n');
  const html = `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937;">
<h1 style="font-size: 1.25rem;">${escapeHtml(copy.heading)}</h1>
<p>${escapeHtml(copy.intro)}</p>
${link ? `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 0.6rem 1rem; background: #15803d; color: #ffffff; border-radius: 0.375rem; text-decoration: none;">${escapeHtml(copy.action)}</a></p>\n` : ''}<p>${codeLabel} <strong>${escapeHtml(input.otp)}</strong></p>
<p>${escapeHtml(validity)}</p>
<p>${escapeHtml(copy.ignore)}</p>
<p>${escapeHtml(signature)}</p>
</body>
</html>`;
  return { subject: copy.subject, text, html, ...(link ? { link } : {}) };
}

export type SmsContent = { text: string };

export function renderOtpSms(input: { appName: string; otp: string; validForSeconds: number }): SmsContent {
  return {
    text: `${input.appName}: il tuo codice di verifica è ${input.otp}. Vale ${italianDuration(input.validForSeconds)}. Non condividerlo con nessuno.`,
  };
}
