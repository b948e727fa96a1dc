// The developer's mailbox: the outbox as a page and as JSON. It hands out
// sign-in links, so it exists only outside production and answers only to
// clients on this machine (the socket's address: a forwarded header proves nothing).
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { appError } from '../http/app-error';
import { listOutboxMessages, type DbOutboxMessage } from './outbox.repository';

const MAILBOX_LIMIT = 200;

const querySchema = z.object({ to: z.string().trim().max(320).optional() });

/** Emails are stored lowercase and phones as +digits; a '+' typed in a URL arrives as a space. */
function normaliseRecipient(to: string | undefined): string | undefined {
  if (!to) return undefined;
  const value = to.toLowerCase();
  return /^\d{6,15}$/.test(value) ? `+${value}` : value;
}

const messageJson = (message: DbOutboxMessage) => ({
  id: message.id,
  channel: message.channel,
  to: message.recipient,
  subject: message.subject,
  text: message.textBody,
  html: message.htmlBody,
  created_at: message.createdAt.toISOString(),
});

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Escapes the text and turns its http(s) URLs into links. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

const dateFormat = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Rome' });

function renderPage(appName: string, messages: DbOutboxMessage[], to: string | undefined): string {
  const items = messages
    .map(
      (message) => `<li>
<article aria-labelledby="m-${message.id}">
<h2 id="m-${message.id}">${escapeHtml(message.subject)}</h2>
<p class="meta">${message.channel === 'sms' ? 'SMS' : 'Email'} a <strong>${escapeHtml(message.recipient)}</strong>,
<time datetime="${message.createdAt.toISOString()}">${escapeHtml(dateFormat.format(message.createdAt))}</time></p>
<pre>${linkify(message.textBody)}</pre>
</article>
</li>`,
    )
    .join('\n');
  const title = `Posta di sviluppo ${escapeHtml(appName)}`;
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem; color: #111827; background: #ffffff; }
ol { list-style: none; padding: 0; }
article { border: 1px solid #6b7280; border-radius: 0.5rem; padding: 0.75rem 1rem; margin-bottom: 1rem; }
h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
.meta { margin: 0 0 0.5rem; color: #374151; }
pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; margin: 0; }
a { color: #1d4ed8; }
a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>Messaggi registrati nell'outbox (solo fuori produzione), dal più recente${to ? `, inviati a <strong>${escapeHtml(to)}</strong>` : ''}.
<a href="/dev/mailbox/messages.json">Versione JSON</a></p>
${messages.length ? `<ol>\n${items}\n</ol>` : '<p>Nessun messaggio.</p>'}
</main>
</body>
</html>`;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

const isLoopbackHost = (host: string) => host === 'localhost' || isLoopbackAddress(host);

/**
 * The line to log at start when links only reach the outbox (no SMTP_URL) yet
 * the server listens beyond this machine: users elsewhere get no email.
 */
export function outboxExposureWarning(config: Pick<Config, 'host' | 'smtpUrl' | 'isProduction'>): string | null {
  if (config.smtpUrl || isLoopbackHost(config.host)) return null;
  return (
    `Listening on ${config.host} without SMTP_URL: emails are only stored in the outbox and logged, ` +
    'and /dev/mailbox answers only on this machine. Set SMTP_URL before letting anyone else sign up.'
  );
}

/** Anyone else is told there is nothing here, as in production. */
async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress)) throw appError('not_found');
}

export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.isProduction) return;
  app.addHook('onRequest', onlyFromThisMachine);

  app.get('/dev/mailbox/messages.json', { schema: { hide: true, querystring: querySchema } }, async (request, reply) => {
    const messages = await listOutboxMessages(app.database.db, { recipient: normaliseRecipient(request.query.to), limit: MAILBOX_LIMIT });
    reply.header('cache-control', 'no-store');
    return messages.map(messageJson);
  });

  app.get('/dev/mailbox', { schema: { hide: true, querystring: querySchema } }, async (request, reply) => {
    const messages = await listOutboxMessages(app.database.db, { recipient: normaliseRecipient(request.query.to), limit: MAILBOX_LIMIT });
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(app.config.appName, messages, request.query.to));
  });
};
