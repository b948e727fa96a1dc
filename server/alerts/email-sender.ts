// The email channel: an alert email or the weekly digest through the app's
// mailer, with RFC 8058 one-click unsubscribe (List-Unsubscribe with an https
// link carrying a signed token, and List-Unsubscribe-Post), and a moderation
// decision's statement of reasons as written. A mailer failure is retried by
// the worker. Each is in the recipient's chosen language, which
// the payload carries (Italian for rows queued before it did).
import { isAlertType, WEEKLY_DIGEST, type EmailChoice } from '../../domain/alerts';
import * as englishAlerts from '../../domain/i18n/en/alerts';
import * as italianAlerts from '../../domain/i18n/it/alerts';
import { DEFAULT_LANGUAGE, isLanguage, pathInLanguage, type Language } from '../../domain/i18n/language';
import type { Config } from '../config';
import type { EmailMessage, Mailer } from '../mail/mailer';
import { escapeHtml } from '../mail/templates';
import type { AlertSender, SendOutcome } from './alerts-worker';
import type { DigestItem } from './alert-digest.repository';
import { signUnsubscribeToken } from './unsubscribe-token';

export const UNSUBSCRIBE_PATH = '/rest/v1/alerts/unsubscribe';

/**
 * A moderation decision's statement of reasons, worded whole by the moderation
 * service in the user's language: sent whatever the user's choices, so it has
 * no unsubscribe.
 */
export const STATEMENT_EMAIL = 'statement_of_reasons';

/** The lines around an alert and the unsubscribe page, by language. */
export const alertTextsIn = (language: Language) => (language === 'en' ? englishAlerts : italianAlerts);

/** How the profile names an email choice; the unsubscribe page uses the same words. */
export const emailChoiceLabel = (type: EmailChoice, language: Language = DEFAULT_LANGUAGE): string => {
  const { alertPreferencesMessages } = alertTextsIn(language);
  return type === WEEKLY_DIGEST ? alertPreferencesMessages.weeklyDigest : alertPreferencesMessages.typeLabels[type];
};

type Content = { subject: string; text: string; html: string; link: string };

/** An address of the app in the email's language: /en/… opens the English app wherever the email is read, as the account emails' links do. */
const appLink = (config: Config, path: string, language: Language) => `${config.siteUrl}${pathInLanguage(path, language)}`;

function alertContent(config: Config, language: Language, payload: { title?: string; body?: string; url?: string }): Content {
  const messages = alertTextsIn(language).alertEmailMessages;
  const link = appLink(config, payload.url ?? '/', language);
  const body = payload.body ?? '';
  return {
    subject: `${payload.title ?? config.appName} · ${config.appName}`,
    text: `${body}\n\n${messages.open}: ${link}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(messages.open)}</a></p>`,
    link,
  };
}

/** The week's changes, venue by venue in the order the digest query gives them. */
function digestContent(config: Config, language: Language, items: DigestItem[]): Content {
  const messages = alertTextsIn(language).alertEmailMessages;
  const link = appLink(config, '/', language);
  const lines = items.map((item) => `- ${item.restaurant}: ${item.title}. ${item.body}\n  ${appLink(config, item.url, language)}`);
  const entries = items.map(
    (item) =>
      `<li><a href="${escapeHtml(appLink(config, item.url, language))}">${escapeHtml(item.restaurant)}</a>: ` +
      `<strong>${escapeHtml(item.title)}</strong>. ${escapeHtml(item.body)}</li>`,
  );
  return {
    subject: `${messages.digestSubject} · ${config.appName}`,
    text: `${messages.digestIntro}\n\n${lines.join('\n')}\n\n${messages.open}: ${link}`,
    html: `<p>${escapeHtml(messages.digestIntro)}</p><ul>${entries.join('')}</ul><p><a href="${escapeHtml(link)}">${escapeHtml(messages.open)}</a></p>`,
    link,
  };
}

/**
 * One Message-ID per outbox row, the same on every attempt: a send the worker
 * cut off at its time limit may still have been delivered (the server had the
 * whole message and its reply came late), and its retry then reaches a mail
 * store that keeps one copy per Message-ID (Gmail does) as the same message.
 */
export const alertMessageId = (config: Config, outboxId: string) => `<alert-${outboxId}@${new URL(config.siteUrl).hostname}>`;

/**
 * An SMTP refusal quotes the address it refuses ("550 5.1.1 <ada@example.com>:
 * Recipient address rejected"); the worker stores its error, logs it and shows
 * it in /health/ready, none of which may name a user.
 */
const withoutAddresses = (text: string) => text.replace(/[^\s<>@"',;:()[\]]+@[^\s<>@"',;:()[\]]+/g, '…@…');

/** A mailer failure is retried by the worker (a refusal too: a relay misconfigured for an hour must not lose every alert). */
async function deliver(mailer: Mailer, email: EmailMessage): Promise<SendOutcome> {
  try {
    await mailer.sendEmail(email);
    return { kind: 'sent' };
  } catch (error) {
    return { kind: 'retry', error: withoutAddresses((error as Error).message) };
  }
}

export function emailSender(config: Config, mailer: Mailer, key: Buffer): AlertSender {
  // The worker's signal closes the SMTP connection at its time limit: an
  // attempt it gave up on stops there, and a message not yet fully handed over
  // is not delivered behind the retry's back.
  return async (message, signal) => {
    const delivery = { messageId: alertMessageId(config, message.id), signal };
    const payload = message.payload as { title?: string; body?: string; url?: string; type?: string; items?: DigestItem[]; language?: string };
    const type = payload.type;
    if (type === STATEMENT_EMAIL) {
      const { subject, text, html, link } = message.payload as Content;
      return deliver(mailer, { to: message.recipient, subject, text, html, link, ...delivery });
    }
    const language = isLanguage(payload.language) ? payload.language : DEFAULT_LANGUAGE;
    const messages = alertTextsIn(language).alertEmailMessages;
    let choice: EmailChoice;
    let content: Content;
    if (type === WEEKLY_DIGEST) {
      choice = WEEKLY_DIGEST;
      content = digestContent(config, language, payload.items ?? []);
    } else if (type && isAlertType(type) && type !== 'moderation') {
      choice = type;
      content = alertContent(config, language, payload);
    } else {
      return { kind: 'rejected', error: `no email for type ${String(type)}` };
    }
    const label = emailChoiceLabel(choice, language);
    const token = signUnsubscribeToken(key, { userId: message.user_id, type: choice });
    // The page it opens speaks the email's language, its refusals too (lang is not part of the signed token).
    const unsubscribeUrl = `${config.siteUrl}${UNSUBSCRIBE_PATH}?token=${token}${language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`}`;
    return deliver(mailer, {
      to: message.recipient,
      subject: content.subject,
      text: `${content.text}\n\n--\n${messages.why(label)}\n${messages.unsubscribeLink}: ${unsubscribeUrl}\n`,
      html:
        content.html +
        `<hr><p style="font-size:12px;color:#555">${escapeHtml(messages.why(label))} ` +
        `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(messages.unsubscribeLink)}</a></p>`,
      link: content.link,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      ...delivery,
    });
  };
}
