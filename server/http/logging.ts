// What request log lines carry. Every request has an id: the one the proxy or
// load balancer sent in X-Request-Id when it is a sane token, else a new UUID.
// Every log line of the request carries it as `request_id`, and every answer
// (errors included) returns it in X-Request-Id, so a user's report or a proxy
// log line leads to the server's log lines of that request. URLs are logged
// with the values of secret-looking parameters hidden: an emailed link's
// `token` or a PKCE `code` in a log would let its reader use it. Errors are
// logged without the values a failed query carried (a user's allergens are
// health data): the statement and the database's own message are enough.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an upstream id may look like: no spaces or control characters, bounded. */
const UPSTREAM_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

const SECRET_PARAMETER = /token|code|secret|password|key/i;

/** The URL with the values of secret-looking query parameters replaced by `[hidden]`. */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      return SECRET_PARAMETER.test(decodeURIComponentSafe(name)) && pair.includes('=') ? `${name}=[hidden]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

type LoggedRequest = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };

/** The `params: …` line Drizzle adds to a failed query's message (and so to its stack). */
const QUERY_PARAMS = /\nparams: [^\n]*/g;
/** Fields where drivers repeat values: `params` (Drizzle), `detail` and `where` (PostgreSQL). */
const VALUE_FIELDS = new Set(['params', 'detail', 'where', 'parameters']);

type LoggedError = { type: string; message: string; stack: string; cause?: LoggedError } & Record<string, unknown>;

/** An error as logged: type, message, stack, its own scalar fields, and its cause, minus query values. */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = String(error).replace(QUERY_PARAMS, '');
    return { type: typeof error, message, stack: message };
  }
  const logged: LoggedError = {
    type: error.constructor.name,
    message: error.message.replace(QUERY_PARAMS, ''),
    stack: (error.stack ?? error.message).replace(QUERY_PARAMS, ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(key) || key === 'cause' || (typeof value === 'object' && value !== null)) continue;
    logged[key] = typeof value === 'string' ? value.replace(QUERY_PARAMS, '') : value;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

export const requestLogSerializers = {
  err: loggedError,
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

export const requestIdOptions = {
  requestIdHeader: false as const,
  logController: new LogController({ requestIdLogLabel: 'request_id' }),
  genReqId: (request: IncomingMessage): string => {
    const upstream = request.headers[REQUEST_ID_HEADER];
    return typeof upstream === 'string' && UPSTREAM_ID.test(upstream) ? upstream : randomUUID();
  },
};

export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
