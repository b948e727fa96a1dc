// One-time tokens and the messages that carry them. Tokens are written inside
// the caller's transaction; messages are delivered after it commits.
import type { Language } from '../../domain/i18n/language';
import type { Transaction } from '../db/client';
import type { DbUser } from '../db/schema';
import { renderAuthEmail, renderOtpSms, type AuthEmailKind } from '../mail/templates';
import type { AuthContext } from './auth.context';
import { authErrors } from './auth.errors';
import { smsRecipient } from './addresses';
import { authEmailsSentThisHour, emailShareKey, emailShareSentThisHour, reserveAuthEmails, reserveEmailShare } from './attempts.repository';
import { insertFlowState, saveOneTimeToken, type OneTimeTokenType } from './links.repository';
import { chosenLanguages } from './users.repository';
import {
  emailLink,
  generateLinkToken,
  generateOtp,
  linkHash,
  PKCE_PREFIX,
  tokenHash,
  type EmailLinkType,
  type PkceParams,
} from './links';

/** `userId`: the account the message is about, whose chosen language words it. */
export type PendingMessage =
  | {
      channel: 'email';
      kind: Exclude<AuthEmailKind, 'reauthentication'>;
      userId: string;
      to: string;
      token: string;
      otp: string;
      linkType: EmailLinkType;
      redirectTo: string;
      oldEmail?: string;
      newEmail?: string;
    }
  /** The re-authentication code: typed on the profile page, so the mail carries no link. */
  | { channel: 'email'; kind: 'reauthentication'; userId: string; to: string; otp: string }
  | { channel: 'sms'; userId: string; to: string; otp: string };

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
  const flowMethod = FLOW_METHOD_BY_TOKEN[options.tokenType];
  const isPkce = Boolean(options.pkce && flowMethod);
  const codeHash = (isPkce ? PKCE_PREFIX : '') + tokenHash(options.address, otp);
  const token = generateLinkToken(isPkce);
  if (options.pkce && flowMethod) {
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
    {
      userId: options.user.id,
      tokenType: options.tokenType,
      tokenHash: codeHash,
      linkHash: linkHash(token),
      relatesTo: options.address,
    },
    now,
  );
  return { token, otp };
}

/** Seconds left in the per-user send window (SMTP_MAX_FREQUENCY in GoTrue); 0 when a message may go. */
export function sendWaitSeconds(ctx: AuthContext, lastSentAt: Date | null, channel: 'email' | 'sms'): number {
  const frequency = channel === 'email' ? ctx.config.authEmailMaxFrequencySeconds : ctx.config.authSmsMaxFrequencySeconds;
  if (!ctx.config.rateLimitsEnabled || !lastSentAt || frequency <= 0) return 0;
  const waitMs = lastSentAt.getTime() + frequency * 1000 - ctx.now().getTime();
  return waitMs <= 0 ? 0 : Math.ceil(waitMs / 1000);
}

/**
 * The per-user send window: 429 when the last message of the same kind is too
 * recent. Off with the other limits (RATE_LIMITS_ENABLED=false).
 */
export function assertSendAllowed(ctx: AuthContext, lastSentAt: Date | null, channel: 'email' | 'sms'): void {
  const seconds = sendWaitSeconds(ctx, lastSentAt, channel);
  if (seconds === 0) return;
  throw channel === 'email' ? authErrors.overEmailSendRateLimit(seconds) : authErrors.overSmsSendRateLimit(seconds);
}

const NEW_ADDRESSES_SHARE = 'new_addresses';

const secondsToNextHour = (now: Date) => Math.ceil((3_600_000 - (now.getTime() % 3_600_000)) / 1000);

/** A spent share: the operator's log line (docs/auth-api.md#limits), then the caller's 429. */
function shareSpent(ctx: AuthContext, share: 'address' | 'client' | 'new_addresses' | 'hour') {
  ctx.log.warn({ share }, 'auth email share spent');
  if (share === 'address') return authErrors.overEmailSendRateLimit(secondsToNextHour(ctx.now()));
  if (share === 'client') return authErrors.emailClientShareSpent();
  return authErrors.emailSendCapReached();
}

/**
 * Takes the messages' emails from the hourly cap (RATE_LIMIT_EMAIL_SENT) and
 * its shares, inside the transaction that prepared them: each recipient
 * address, the client address that asked (`clientIp`, null for the operator
 * API), and sign-ups to new addresses have a share of their own, so one client
 * cannot spend the hour for everyone. When one is spent nothing is written and
 * the caller gets 429.
 */
export async function reserveEmails(
  tx: Transaction,
  ctx: AuthContext,
  messages: readonly PendingMessage[],
  clientIp: string | null,
): Promise<void> {
  const emails = messages.filter((message) => message.channel === 'email');
  if (emails.length === 0 || !ctx.config.rateLimitsEnabled) return;
  const now = ctx.now();
  const shares = ctx.config.authEmailShares;
  const perRecipient = new Map<string, number>();
  for (const email of emails) perRecipient.set(email.to, (perRecipient.get(email.to) ?? 0) + 1);
  for (const [to, count] of perRecipient) {
    if (!(await reserveEmailShare(tx, now, emailShareKey('to', to), count, shares.perAddress))) throw shareSpent(ctx, 'address');
  }
  if (clientIp !== null && !(await reserveEmailShare(tx, now, emailShareKey('client', clientIp), emails.length, shares.perClient))) {
    throw shareSpent(ctx, 'client');
  }
  const toNewAddresses = emails.filter((email) => email.kind === 'signup').length;
  if (toNewAddresses > 0 && !(await reserveEmailShare(tx, now, NEW_ADDRESSES_SHARE, toNewAddresses, shares.newAddresses))) {
    throw shareSpent(ctx, 'new_addresses');
  }
  if (!(await reserveAuthEmails(tx, now, emails.length, ctx.config.authEmailsPerHour))) throw shareSpent(ctx, 'hour');
}

/** Whether `address` may get one more email this hour (/recover sends nothing, silently, when not). */
export async function isRecipientShareLeft(tx: Transaction, ctx: AuthContext, address: string): Promise<boolean> {
  if (!ctx.config.rateLimitsEnabled) return true;
  return (await emailShareSentThisHour(tx, ctx.now(), emailShareKey('to', address))) < ctx.config.authEmailShares.perAddress;
}

/**
 * The same 429 for a request that would send nothing (an unknown address must
 * not answer differently): the shares a message would have taken, but the
 * recipient's, which a new address would not have spent.
 */
export async function assertEmailAllowanceLeft(
  ctx: AuthContext,
  clientIp: string | null,
  options: { isSignUp: boolean },
): Promise<void> {
  if (!ctx.config.rateLimitsEnabled) return;
  const now = ctx.now();
  const shares = ctx.config.authEmailShares;
  if (clientIp !== null && (await emailShareSentThisHour(ctx.db, now, emailShareKey('client', clientIp))) >= shares.perClient) {
    throw shareSpent(ctx, 'client');
  }
  if (options.isSignUp && (await emailShareSentThisHour(ctx.db, now, NEW_ADDRESSES_SHARE)) >= shares.newAddresses) {
    throw shareSpent(ctx, 'new_addresses');
  }
  if ((await authEmailsSentThisHour(ctx.db, now)) >= ctx.config.authEmailsPerHour) throw shareSpent(ctx, 'hour');
}

/**
 * Sends the messages; returns the SMS message id when one was sent. `within`
 * records them in the caller's transaction (sign-up: all or nothing). Each is
 * in the language its account chose, else in the request's (`language`): a
 * sign-up's confirmation in the language the form was filled in.
 */
export async function deliver(
  ctx: AuthContext,
  messages: PendingMessage[],
  language: Language,
  within?: Transaction,
): Promise<{ messageId?: string }> {
  const startedAt = performance.now();
  let messageId: string | undefined;
  const chosen = await chosenLanguages(within ?? ctx.db, [...new Set(messages.map((message) => message.userId))]);
  for (const message of messages) {
    const recipientLanguage = chosen.get(message.userId) ?? language;
    if (message.channel === 'sms') {
      const text = renderOtpSms({
        appName: ctx.config.appName,
        otp: message.otp,
        validForSeconds: ctx.config.authOtpExpSeconds,
        language: recipientLanguage,
      });
      ({ messageId } = await ctx.sms.sendSms({ to: smsRecipient(message.to), text: text.text }, within));
      continue;
    }
    const content = renderAuthEmail({
      appName: ctx.config.appName,
      kind: message.kind,
      otp: message.otp,
      validForSeconds: ctx.config.authOtpExpSeconds,
      language: recipientLanguage,
      ...(message.kind === 'reauthentication'
        ? {}
        : {
            link: emailLink(ctx.config, message.token, message.linkType, message.redirectTo),
            oldEmail: message.oldEmail,
            newEmail: message.newEmail,
          }),
    });
    await ctx.mailer.sendEmail({ to: message.to, ...content }, within);
  }
  if (messages.length) ctx.deliveryTiming.note(performance.now() - startedAt);
  return messageId ? { messageId } : {};
}

/**
 * How long delivering a message takes here, as a moving average: an answer
 * that sends nothing (unknown address) waits about as long as one that sends.
 */
export class DeliveryTiming {
  #typicalMs = 0;

  note(elapsedMs: number): void {
    this.#typicalMs = this.#typicalMs === 0 ? elapsedMs : this.#typicalMs * 0.8 + elapsedMs * 0.2;
  }

  /** Waits the typical delivery time, give or take a fifth. */
  async imitate(): Promise<void> {
    const ms = this.#typicalMs * (0.8 + Math.random() * 0.4);
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  }
}
