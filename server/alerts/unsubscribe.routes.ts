// One-click unsubscribe of alert emails (RFC 8058), without signing in:
//   GET  /rest/v1/alerts/unsubscribe?token=…  a page that asks to confirm (a link scanner opening it changes nothing)
//   POST /rest/v1/alerts/unsubscribe?token=…  unsubscribes: the mail client's one-click POST
//        (body List-Unsubscribe=One-Click) and the page's button
// A changed or expired token gets a clear page (400). The pages speak the
// language of the email whose link opened them: lang=en in an English one's,
// nothing (Italian) in an Italian one's and in those sent before.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/i18n/language';
import { escapeHtml } from '../mail/templates';
import { stopEmailsOfType } from './alert-preferences.repository';
import { alertTextsIn, emailChoiceLabel, UNSUBSCRIBE_PATH } from './email-sender';
import { unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token';

type UnsubscribeQuery = { token?: unknown; lang?: unknown };

function languageOf(request: FastifyRequest): Language {
  const { lang } = request.query as UnsubscribeQuery;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

function page(reply: FastifyReply, language: Language, status: number, appName: string, body: string) {
  const messages = alertTextsIn(language).alertEmailMessages;
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
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
  const refusal = (reply: FastifyReply, language: Language, outcome: 'invalid' | 'expired') => {
    const messages = alertTextsIn(language).alertEmailMessages;
    return page(reply, language, 400, app.config.appName, `<p role="alert">${escapeHtml(outcome === 'expired' ? messages.expired : messages.invalid)}</p>`);
  };

  app.get(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const language = languageOf(request);
    const token = (request.query as UnsubscribeQuery).token;
    const claim = claimOf(token);
    if (typeof claim === 'string') return refusal(reply, language, claim);
    const messages = alertTextsIn(language).alertEmailMessages;
    const label = emailChoiceLabel(claim.type, language);
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(token))}${language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`}`;
    return page(
      reply,
      language,
      200,
      app.config.appName,
      `<p>${escapeHtml(messages.confirmQuestion(label))}</p>` +
        `<form method="post" action="${escapeHtml(action)}">` +
        `<button type="submit">${escapeHtml(messages.confirmButton)}</button></form>`,
    );
  });

  app.post(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const language = languageOf(request);
    const claim = claimOf((request.query as UnsubscribeQuery).token);
    if (typeof claim === 'string') return refusal(reply, language, claim);
    await stopEmailsOfType(app.database.db, claim.userId, claim.type);
    request.log.info({ userId: claim.userId, type: claim.type }, 'alerts: email unsubscribed');
    const messages = alertTextsIn(language).alertEmailMessages;
    return page(reply, language, 200, app.config.appName, `<p role="status">${escapeHtml(messages.done(emailChoiceLabel(claim.type, language)))}</p>`);
  });
};
