// Maps every failure to the one JSON error shape `{ code, message }`. Details of
// server errors stay in the log; clients only learn that something went wrong.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Language } from '../../domain/i18n/language';
import { databaseErrorCode, driverMessage, isDatabaseUnavailable, isTransientConflict } from '../db/errors';
import { errorCatalogueIn, isAppError } from './app-error';
import { requestLanguage } from './request-language';
import { schemaIssueIn } from './schema-messages';

export const API_PREFIXES = ['/rest/', '/auth/', '/functions/', '/storage/', '/realtime/', '/dev/', '/health'];

export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Whether the request asks for a web page (a browser navigation), not data. */
export const acceptsHtml = (accept: string | undefined) => (accept ?? '').toLowerCase().includes('text/html');

/**
 * 'Dati non validi.' followed by what the first issue says, unless it says
 * nothing more (several schemas use the generic message as their own).
 */
export function validationFailedMessage(detail: string | undefined, language: Language = 'it'): string {
  const generic = errorCatalogueIn(language).errors.validation_failed;
  const extra = schemaIssueIn(language, detail)?.trim() ?? '';
  if (extra === '' || extra === generic) return generic;
  return `${generic} ${extra}`;
}

type ErrorBody = { code: string; message: string } & Record<string, unknown>;

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  // auth-js reads the code only when this header is present (see docs/auth-api.md#errors).
  reply.header('x-sb-error-code', body.code);
  return reply.status(status).send(body);
}

function fromFastifyError(error: FastifyError, language: Language): { status: number; body: ErrorBody } | undefined {
  const errorMessages = errorCatalogueIn(language).errors;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath,
      message: schemaIssueIn(language, issue.message) ?? issue.message,
    }));
    return {
      status: 400,
      body: {
        code: 'validation_failed',
        message: validationFailedMessage(error.validation[0]?.message, language),
        issues,
      },
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { code: 'bad_json', message: errorMessages.bad_json } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { code: 'payload_too_large', message: errorMessages.payload_too_large } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { code: 'unsupported_media_type', message: errorMessages.unsupported_media_type } };
    default:
      break;
  }
  if (error.statusCode === 429) {
    return { status: 429, body: { code: 'over_request_rate_limit', message: errorMessages.rate_limited } };
  }
  if (error.validation) {
    return { status: 400, body: { code: 'validation_failed', message: errorMessages.validation_failed } };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { code: 'bad_request', message: error.message } };
  }
  return undefined;
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const language = requestLanguage(request);
      if (isAppError(error)) {
        // A dependency that failed (503): the operator needs the cause, the client only the code.
        if (error.status >= 500) request.log.error({ err: error.cause ?? error, code: error.code }, 'dependency failure');
        return send(reply, error.status, { code: error.code, message: error.messageIn(errorCatalogueIn(language)), ...error.details });
      }
      const mapped = fromFastifyError(error, language);
      if (mapped) return send(reply, mapped.status, mapped.body);
      // The database is down, restarting or dropped the connection, or a write
      // kept colliding after its retries: nothing was saved, and trying again
      // shortly will work. The service itself stays up.
      if (isDatabaseUnavailable(error) || isTransientConflict(error)) {
        request.log.warn({ code: databaseErrorCode(error), reason: driverMessage(error) }, 'database unavailable');
        reply.header('retry-after', '1');
        return send(reply, 503, { code: 'database_unavailable', message: errorCatalogueIn(language).errors.database_unavailable });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, { code: 'internal_error', message: errorCatalogueIn(language).errors.internal_error });
    });
  },
  { name: 'error-handler' },
);
