// One-time tokens and the messages that carry them. Tokens are written inside
// the caller's transaction; messages are delivered after it commits.
import type { Transaction } from '../db/client';
import type { DbUser } from '../db/schema';
import { renderAuthEmail, renderOtpSms, type AuthEmailKind } from '../mail/templates';
import type { AuthContext } from './auth.context';
import { authErrors } from './auth.errors';
import { smsRecipient } from './addresses';
import { insertFlowState, saveOneTimeToken, type OneTimeTokenType } from './links.repository';
import { emailLink, generateOtp, PKCE_PREFIX, tokenHash, type EmailLinkType, type PkceParams } from './links';

export type PendingMessage =
  | {
      channel: 'email';
      kind: AuthEmailKind;
      to: string;
      token: string;
      otp: string;
      linkType: EmailLinkType;
      redirectTo: string;
      oldEmail?: string;
      newEmail?: string;
    }
  | { channel: 'sms'; to: string; otp: string };

/** PKCE flow-state methods, by the token they belong to (GoTrue's authentication_method). */
export const FLOW_METHOD_BY_TOKEN: Partial<Record<OneTimeTokenType, string>> = {
  confirmation: 'email/signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

/**
 * Creates the one-time token for `address` (and, for PKCE, its flow state).
 * Returns the value to put in the link and the 6-digit code.
 */
export async function createOneTimeToken(
  tx: Transaction,
  ctx: AuthContext,
  options: { user: DbUser; tokenType: OneTimeTokenType; address: string; pkce?: PkceParams | null },
): Promise<{ token: string; otp: string }> {
  const now = ctx.now();
  const otp = generateOtp();
  let token = tokenHash(options.address, otp);
  const flowMethod = FLOW_METHOD_BY_TOKEN[options.tokenType];
  if (options.pkce && flowMethod) {
    token = PKCE_PREFIX + token;
    await insertFlowState(
      tx,
      {
        userId: options.user.id,
        codeChallenge: options.pkce.challenge,
        codeChallengeMethod: options.pkce.method,
        authenticationMethod: flowMethod,
      },
      now,
      new Date(now.getTime() - ctx.config.authOtpExpSeconds * 1000),
    );
  }
  await saveOneTimeToken(
    tx,
    { userId: options.user.id, tokenType: options.tokenType, tokenHash: token, relatesTo: options.address },
    now,
  );
  return { token, otp };
}

/**
 * The per-user send window (SMTP_MAX_FREQUENCY in GoTrue): 429 when the last
 * message of the same kind is too recent. Off with the other limits (RATE_LIMITS_ENABLED=false).
 */
export function assertSendAllowed(ctx: AuthContext, lastSentAt: Date | null, channel: 'email' | 'sms'): void {
  const frequency = channel === 'email' ? ctx.config.authEmailMaxFrequencySeconds : ctx.config.authSmsMaxFrequencySeconds;
  if (!ctx.config.rateLimitsEnabled || !lastSentAt || frequency <= 0) return;
  const waitMs = lastSentAt.getTime() + frequency * 1000 - ctx.now().getTime();
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  throw channel === 'email' ? authErrors.overEmailSendRateLimit(seconds) : authErrors.overSmsSendRateLimit(seconds);
}

/** Sends the messages; returns the SMS message id when one was sent. */
export async function deliver(ctx: AuthContext, messages: PendingMessage[]): Promise<{ messageId?: string }> {
  let messageId: string | undefined;
  for (const message of messages) {
    if (message.channel === 'sms') {
      const text = renderOtpSms({ appName: ctx.config.appName, otp: message.otp, validForSeconds: ctx.config.authOtpExpSeconds });
      ({ messageId } = await ctx.sms.sendSms({ to: smsRecipient(message.to), text: text.text }));
      continue;
    }
    const content = renderAuthEmail({
      appName: ctx.config.appName,
      kind: message.kind,
      link: emailLink(ctx.config, message.token, message.linkType, message.redirectTo),
      otp: message.otp,
      validForSeconds: ctx.config.authOtpExpSeconds,
      oldEmail: message.oldEmail,
      newEmail: message.newEmail,
    });
    await ctx.mailer.sendEmail({ to: message.to, ...content });
  }
  return messageId ? { messageId } : {};
}
