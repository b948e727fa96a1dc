// The signed link of an alert email's one-click unsubscribe (RFC 8058): who,
// which type, until when, signed with HMAC-SHA256 under a key the server makes
// at first start (server_secrets 'unsubscribe'). It needs no sign-in; a
// changed or expired link is refused.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { EMAIL_CHOICES, type EmailChoice } from '../../domain/alerts';
import type { Database } from '../db/client';
import { storedSecret } from './server-secrets.repository';

export const UNSUBSCRIBE_TOKEN_DAYS = 60;

export type UnsubscribeClaim = { userId: string; type: EmailChoice };

export async function unsubscribeKey(db: Database): Promise<Buffer> {
  const stored = await storedSecret(db, 'unsubscribe', () => ({ key: randomBytes(32).toString('base64url') }));
  return Buffer.from(stored.key!, 'base64url');
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

export function signUnsubscribeToken(key: Buffer, claim: UnsubscribeClaim, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 24 * 60 * 60;
  const body = Buffer.from(JSON.stringify({ u: claim.userId, t: claim.type, e: expires })).toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

export function verifyUnsubscribeToken(key: Buffer, token: string, now = new Date()): UnsubscribeClaim | 'invalid' | 'expired' {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return 'invalid';
  const expected = mac(key, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  let claim: { u?: unknown; t?: unknown; e?: unknown };
  try {
    claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claim;
  } catch {
    return 'invalid';
  }
  const type = EMAIL_CHOICES.find((candidate) => candidate === claim.t);
  if (typeof claim.u !== 'string' || !type || typeof claim.e !== 'number') return 'invalid';
  if (claim.e * 1000 < now.getTime()) return 'expired';
  return { userId: claim.u, type };
}
