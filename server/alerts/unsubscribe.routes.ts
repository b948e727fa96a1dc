// One-click unsubscribe of alert emails (RFC 8058), without signing in:
//   GET  /rest/v1/alerts/unsubscribe?token=…  a page that asks to confirm (a link scanner opening it changes nothing)
//   POST /rest/v1/alerts/unsubscribe?token=…  unsubscribes: the mail client's one-click POST
//        (body List-Unsubscribe=One-Click) and the page's button
// A changed or expired token gets a clear Italian page (400).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { alertEmailMessages as messages } from '../../domain/i18n/it/alerts';
import { escapeHtml } from '../mail/templates';
import { stopEmailsOfType } from './alert-preferences.repository';
import { emailChoiceLabel, UNSUBSCRIBE_PATH } from './email-sender';
import { unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token';

function page(reply: FastifyReply, status: number, appName: string, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(messages.pageTitle)} · ${escapeHtml(appName)}</title>` +
        `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}` +
        `button{font:inherit;padding:.5rem 1rem;border-radius:.5rem;border:1px solid #15803d;background:#15803d;color:#fff}</style></head>` +
        `<body><main><h1>${escapeHtml(messages.pageTitle)}</h1>${body}<p><a href="/">${escapeHtml(messages.backHome)}</a></p></main></body></html>`,
    );
}

export const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  const key = await unsubscribeKey(app.database.db);
  // Mail clients post form bodies (urlencoded or multipart); only the token in the URL matters.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, null));

  const claimOf = (token: unknown) => verifyUnsubscribeToken(key, typeof token === 'string' ? token : '');
  const refusal = (reply: FastifyReply, outcome: 'invalid' | 'expired') =>
    page(reply, 400, app.config.appName, `<p role="alert">${escapeHtml(outcome === 'expired' ? messages.expired : messages.invalid)}</p>`);

  app.get(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const claim = claimOf(token);
    if (typeof claim === 'string') return refusal(reply, claim);
    const label = emailChoiceLabel(claim.type);
    return page(
      reply,
      200,
      app.config.appName,
      `<p>${escapeHtml(messages.confirmQuestion(label))}</p>` +
        `<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(token))}`)}">` +
        `<button type="submit">${escapeHtml(messages.confirmButton)}</button></form>`,
    );
  });

  app.post(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const claim = claimOf((request.query as { token?: unknown }).token);
    if (typeof claim === 'string') return refusal(reply, claim);
    await stopEmailsOfType(app.database.db, claim.userId, claim.type);
    request.log.info({ userId: claim.userId, type: claim.type }, 'alerts: email unsubscribed');
    return page(reply, 200, app.config.appName, `<p role="status">${escapeHtml(messages.done(emailChoiceLabel(claim.type)))}</p>`);
  });
};
