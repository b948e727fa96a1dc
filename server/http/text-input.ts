// One gate for every string a client sends (body, query, path parameters):
// NUL bytes and lone UTF-16 surrogates are refused with 400 validation_failed
// before any route sees them. PostgreSQL cannot store either in text, so they
// used to surface as 500s from whichever query met them first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appError, goTrueError } from './app-error';

// The NUL is what this gate exists for.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string in the value, keys included, holds a NUL or a lone surrogate. Iterative: JSON nests deep. */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

// /auth/v1 answers in GoTrue's English (its clients show text chosen by code).
const unstorableTextError = (request: FastifyRequest) =>
  request.url.startsWith('/auth/')
    ? goTrueError(400, 'validation_failed', 'Invalid request: text contains a NUL character or an unpaired surrogate')
    : appError('validation_failed');

export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (hasUnstorableText(request.params) || hasUnstorableText(request.query) || hasUnstorableText(request.body)) {
        throw unstorableTextError(request);
      }
    });
  },
  { name: 'text-input' },
);
