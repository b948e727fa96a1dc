// The email channel: an alert email through the app's mailer, with RFC 8058
// one-click unsubscribe (List-Unsubscribe with an https link carrying a signed
// token, and List-Unsubscribe-Post). A mailer failure is retried by the worker.
import { isAlertType } from '../../domain/alerts';
import { alertEmailMessages as messages, alertPreferencesMessages } from '../../domain/i18n/it/alerts';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import { escapeHtml } from '../mail/templates';
import type { AlertSender } from './alerts-worker';
import { signUnsubscribeToken } from './unsubscribe-token';

export const UNSUBSCRIBE_PATH = '/rest/v1/alerts/unsubscribe';

export function emailSender(config: Config, mailer: Mailer, key: Buffer): AlertSender {
  return async (message) => {
    const payload = message.payload as { title?: string; body?: string; url?: string; type?: string };
    const type = payload.type;
    if (!type || !isAlertType(type) || type === 'moderation') return { kind: 'rejected', error: `no email for type ${String(type)}` };
    const typeLabel = alertPreferencesMessages.typeLabels[type];
    const unsubscribeUrl = `${config.siteUrl}${UNSUBSCRIBE_PATH}?token=${signUnsubscribeToken(key, { userId: message.user_id, type })}`;
    const link = `${config.siteUrl}${payload.url ?? '/'}`;
    const title = payload.title ?? config.appName;
    const body = payload.body ?? '';
    await mailer.sendEmail({
      to: message.recipient,
      subject: `${title} · ${config.appName}`,
      text: `${body}\n\n${messages.open}: ${link}\n\n--\n${messages.why(typeLabel)}\n${messages.unsubscribeLink}: ${unsubscribeUrl}\n`,
      html:
        `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(messages.open)}</a></p>` +
        `<hr><p style="font-size:12px;color:#555">${escapeHtml(messages.why(typeLabel))} ` +
        `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(messages.unsubscribeLink)}</a></p>`,
      link,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    return { kind: 'sent' };
  };
}
