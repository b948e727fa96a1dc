// Every message the accounts part sends: subject, plain text and a simple HTML
// version with the same content, in the recipient's language (Italian unless
// told otherwise); the texts are in domain/i18n/{it,en}/auth-emails.ts.
import type { AuthEmailsCatalogue } from '../../domain/i18n/catalogue';
import { authEmailMessages as enMessages } from '../../domain/i18n/en/auth-emails';
import { authEmailMessages as itMessages } from '../../domain/i18n/it/auth-emails';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/language';

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
  /** The recipient's language; Italian when absent. */
  language?: Language;
};

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const MESSAGES: Record<Language, AuthEmailsCatalogue> = { it: itMessages, en: enMessages };

function copyFor(input: AuthEmailInput, messages: AuthEmailsCatalogue) {
  const { appName } = input;
  switch (input.kind) {
    case 'signup':
      return messages.signup(appName);
    case 'invite':
      return messages.invite(appName);
    case 'recovery':
      return messages.recovery(appName);
    case 'magiclink':
      return messages.magiclink(appName);
    case 'email_change_current':
      return messages.emailChangeCurrent(appName, input.oldEmail ?? '', input.newEmail ?? '');
    case 'email_change_new':
      return messages.emailChangeNew(appName, input.newEmail ?? null);
    case 'reauthentication':
      return messages.reauthentication(appName);
  }
}

export function renderAuthEmail(input: AuthEmailInput): EmailContent {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const messages = MESSAGES[language];
  const copy = copyFor(input, messages);
  const { link } = input;
  const duration = messages.duration(input.validForSeconds);
  const validity = link ? messages.validityWithLink(duration) : messages.validityCodeOnly(duration);
  const signature = messages.signature(input.appName);
  const codeLabel = link ? messages.codeLabelWithLink : messages.codeLabel;
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
<html lang="${language}">
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

export function renderOtpSms(input: { appName: string; otp: string; validForSeconds: number; language?: Language }): SmsContent {
  const messages = MESSAGES[input.language ?? DEFAULT_LANGUAGE];
  return { text: messages.sms(input.appName, input.otp, messages.duration(input.validForSeconds)) };
}
