// GoTrue's re-authentication: GET /reauthenticate sends the signed-in user a
// 6-digit code (the `nonce`), and a password change from a session older than
// AUTH_PASSWORD_REAUTH_AFTER needs it (docs/auth-api.md#user-changes): an
// access token alone, copied or left in an old browser, cannot take the account.
import { timingSafeEqual } from 'node:crypto';
import type { Transaction } from '../db/client';
import type { AuthContext, RequestMeta } from './auth.context';
import { authErrors } from './auth.errors';
import { assertSendAllowed, createOneTimeToken, deliver, reserveEmails, type PendingMessage } from './auth.messages';
import { consumeOneTimeToken, countUserCodeAttempt, findOneTimeToken } from './links.repository';
import { tokenHash } from './links';
import type { BearerAuth } from './sessions.service';
import { findUserById } from './users.repository';
import { MAX_CODE_ATTEMPTS } from './verify.service';

/** Whether this session is too old to change the password without a nonce. */
export function isReauthenticationNeeded(ctx: AuthContext, auth: BearerAuth): boolean {
  const ageMs = ctx.now().getTime() - auth.session.createdAt.getTime();
  return ageMs > ctx.config.authPasswordReauthAfterSeconds * 1000;
}

/** Sends the code to the email (else the phone); `{}` as GoTrue answers, `{message_id}` for SMS. */
export async function reauthenticate(
  ctx: AuthContext,
  auth: BearerAuth,
  meta: RequestMeta,
): Promise<{ message_id?: string }> {
  const messages = await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, auth.user.id, { forUpdate: true });
    if (!user) throw authErrors.userNotFound();
    const channel = user.email ? 'email' : user.phone ? 'sms' : null;
    if (!channel) throw authErrors.reauthenticationNeedsAddress();
    if (channel === 'email' && !user.emailConfirmedAt) throw authErrors.emailNotConfirmedFirst();
    if (channel === 'sms' && !user.phoneConfirmedAt) throw authErrors.phoneNotConfirmedFirst();
    // The per-user send window counts from the pending code's creation.
    const pending = await findOneTimeToken(tx, user.id, 'reauthentication');
    assertSendAllowed(ctx, pending?.createdAt ?? null, channel);
    const address = channel === 'email' ? user.email! : user.phone!;
    const { otp } = await createOneTimeToken(tx, ctx, { user, tokenType: 'reauthentication', address });
    const message: PendingMessage =
      channel === 'email'
        ? { channel, kind: 'reauthentication', userId: user.id, to: address, otp }
        : { channel, userId: user.id, to: address, otp };
    await reserveEmails(tx, ctx, [message], meta.ip);
    return [message];
  });
  const { messageId } = await deliver(ctx, messages, meta.language);
  return messageId ? { message_id: messageId } : {};
}

/** A checked nonce, spent by `spendNonce` in the transaction that changes the password. */
export type CheckedNonce = { tokenId: string; tokenHash: string };

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * GoTrue's order: no nonce → 400 reauthentication_needed; a wrong, expired or
 * spent one → 422 reauthentication_not_valid. Every nonce tried counts against
 * the account's pending code (MAX_CODE_ATTEMPTS, then it is gone), whatever
 * address the requests come from.
 */
export async function checkNonce(ctx: AuthContext, auth: BearerAuth, nonce: string | undefined): Promise<CheckedNonce> {
  if (!nonce) throw authErrors.reauthenticationNeeded();
  await countUserCodeAttempt(ctx.db, auth.user.id, 'reauthentication', MAX_CODE_ATTEMPTS);
  const token = await findOneTimeToken(ctx.db, auth.user.id, 'reauthentication');
  if (!token || token.attempts > MAX_CODE_ATTEMPTS) throw authErrors.reauthenticationNotValid();
  const isExpired = token.createdAt.getTime() + ctx.config.authOtpExpSeconds * 1000 < ctx.now().getTime();
  // Sent to an address the account no longer has: void.
  const isCurrentAddress = token.relatesTo === auth.user.email || token.relatesTo === auth.user.phone;
  if (isExpired || !isCurrentAddress || !sameHash(tokenHash(token.relatesTo, nonce.trim()), token.tokenHash)) {
    throw authErrors.reauthenticationNotValid();
  }
  return { tokenId: token.id, tokenHash: token.tokenHash };
}

/** Single use: two requests with one nonce, only the first changes the password. */
export async function spendNonce(tx: Transaction, nonce: CheckedNonce): Promise<void> {
  if (!(await consumeOneTimeToken(tx, nonce.tokenId, nonce.tokenHash))) throw authErrors.reauthenticationNotValid();
}
