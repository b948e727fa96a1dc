// Sign-up, the password and PKCE grants, and the endpoints that send links or
// codes (/otp, /recover, /resend). Rules: docs/auth-api.md#endpoints and #enumeration.
import { randomBytes } from 'node:crypto';
import type { Transaction } from '../db/client';
import type { DbUser } from '../db/schema';
import type { Language } from '../../domain/i18n/language';
import type { AuthContext, RequestMeta } from './auth.context';
import { authErrors } from './auth.errors';
import {
  assertEmailAllowanceLeft,
  assertSendAllowed,
  createOneTimeToken,
  deliver,
  isRecipientShareLeft,
  reserveEmails,
  sendWaitSeconds,
  type PendingMessage,
} from './auth.messages';
import { claimRecoveryWindow, clearSignInFailures, findSignInLock, lockSignIn, recordSignInFailure } from './attempts.repository';
import { nicknameFrom, normaliseEmail, normalisePhone } from './addresses';
import { deleteFlowState, deleteOneTimeTokens, findFlowStateByAuthCodeForUpdate } from './links.repository';
import { isCodeVerifierValid, parsePkceParams, resolveRedirect, type PkceParams } from './links';
import { assertPasswordAcceptable, passwordWeaknesses, weakPasswordMessage } from './passwords';
import { isBanned, startSession, tokenResponse, type TokenResponse } from './sessions.service';
import { violatedConstraint } from '../db/errors';
import { isNicknameTaken } from '../profiles/profiles.repository';
import { NICKNAME_UNIQUE_CONSTRAINT } from '../profiles/profiles.service';
import { insertAccount } from './new-account';
import { loadUserWithRelations, obfuscatedUserJson, userJson, type UserJson } from './user-view';
import {
  findUserByEmail,
  findUserById,
  findUserByPendingEmail,
  findUserByPendingPhone,
  findUserByPhone,
  updateUser,
} from './users.repository';
import { isUuid } from '../../domain/schemas/common';

type Address = { email: string; phone?: undefined } | { phone: string; email?: undefined };

type PkceInput = { code_challenge?: string | null; code_challenge_method?: string | null };

/** Exactly one of email or phone, normalised. */
function addressFrom(input: { email?: string | null; phone?: string | null }, action: string): Address {
  const hasEmail = typeof input.email === 'string' && input.email.trim() !== '';
  const hasPhone = typeof input.phone === 'string' && input.phone.trim() !== '';
  if (hasEmail && hasPhone) {
    throw authErrors.validation(`Only an email address or phone number should be provided on ${action}.`);
  }
  if (hasEmail) return { email: normaliseEmail(input.email!) };
  if (hasPhone) return { phone: normalisePhone(input.phone!) };
  throw authErrors.validation(`To ${action}, please provide your email or phone number`);
}

/**
 * A transaction that prepares messages, taking their emails from the hourly
 * allowance and its shares (`clientIp`'s among them) before it commits.
 */
const sendingTransaction = (ctx: AuthContext, clientIp: string | null, work: (tx: Transaction) => Promise<PendingMessage[]>) =>
  ctx.db.transaction(async (tx) => {
    const messages = await work(tx);
    await reserveEmails(tx, ctx, messages, clientIp);
    return messages;
  });

const findByAddress = (tx: Transaction, address: Address) =>
  address.email ? findUserByEmail(tx, address.email, { forUpdate: true }) : findUserByPhone(tx, address.phone!, { forUpdate: true });

const isAddressConfirmed = (user: DbUser, address: Address) =>
  address.email ? user.emailConfirmedAt !== null : user.phoneConfirmedAt !== null;

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return (error as { code?: string } | undefined)?.code === '23505' || cause?.code === '23505';
};

/** Inserts the user with its identity and profile. Runs inside the sign-up transaction. */
function createUser(
  tx: Transaction,
  ctx: AuthContext,
  input: { address: Address; encryptedPassword: string; data: Record<string, unknown>; isConfirmed: boolean },
): Promise<DbUser> {
  return insertAccount(tx, ctx, {
    ...input.address,
    encryptedPassword: input.encryptedPassword,
    userMetadata: input.data,
    emailConfirmed: input.isConfirmed,
    phoneConfirmed: input.isConfirmed,
  });
}

/** The confirmation message for an unconfirmed address: signup link by email, code by SMS. */
async function prepareConfirmation(
  tx: Transaction,
  ctx: AuthContext,
  user: DbUser,
  address: Address,
  options: { pkce: PkceParams | null; redirectTo: string },
): Promise<PendingMessage> {
  const now = ctx.now();
  if (address.email) {
    const { token, otp } = await createOneTimeToken(tx, ctx, { user, tokenType: 'confirmation', address: address.email, pkce: options.pkce });
    await updateUser(tx, user.id, { confirmationSentAt: now });
    return { channel: 'email', kind: 'signup', userId: user.id, to: address.email, token, otp, linkType: 'signup', redirectTo: options.redirectTo };
  }
  const { otp } = await createOneTimeToken(tx, ctx, { user, tokenType: 'sms', address: address.phone! });
  await updateUser(tx, user.id, { confirmationSentAt: now });
  return { channel: 'sms', userId: user.id, to: address.phone!, otp };
}

export type SignUpInput = PkceInput & {
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  data?: Record<string, unknown> | null;
  channel?: string | null;
};

export type SignUpResult = { kind: 'user'; user: UserJson } | { kind: 'session'; session: TokenResponse };

export async function signUp(
  ctx: AuthContext,
  input: SignUpInput,
  options: { redirectTo?: string; meta: RequestMeta },
): Promise<SignUpResult> {
  if (ctx.config.authDisableSignup) throw authErrors.signupDisabled();
  const address = addressFrom(input, 'signup');
  if (typeof input.password !== 'string' || input.password === '') {
    throw authErrors.validation('Signup requires a valid password');
  }
  assertPasswordAcceptable(input.password);
  if (address.phone && input.channel && input.channel !== 'sms') {
    throw authErrors.validation('Unsupported channel: only sms is available');
  }
  const pkce = address.email ? parsePkceParams(input.code_challenge, input.code_challenge_method) : null;
  const data = input.data ?? {};
  const redirectTo = resolveRedirect(ctx.config, options.redirectTo);
  const isAutoconfirm = ctx.config.authAutoconfirm;
  const encryptedPassword = await ctx.passwords.hash(input.password);

  // One transaction holds the account, its session or its confirmation message,
  // and the answer's user: a sign-up cut short by the database leaves nothing,
  // so the same request again succeeds (never an account answered with 503).
  const run = () =>
    ctx.db.transaction(async (tx) => {
      const existing = await findByAddress(tx, address);
      if (existing) {
        if (isAddressConfirmed(existing, address)) {
          if (isAutoconfirm) throw authErrors.userAlreadyExists();
          return { kind: 'duplicate' as const };
        }
        // Unconfirmed: send the confirmation again; the password stays as it was.
        assertSendAllowed(ctx, existing.confirmationSentAt, address.email ? 'email' : 'sms');
        const messages = [await prepareConfirmation(tx, ctx, existing, address, { pkce, redirectTo })];
        await reserveEmails(tx, ctx, messages, options.meta.ip);
        return { kind: 'user' as const, user: await deliverConfirmation(tx, ctx, existing.id, messages, options.meta.language) };
      }
      const nickname = nicknameFrom(data);
      if (nickname && (await isNicknameTaken(tx, nickname, null))) throw authErrors.nicknameTaken();
      const user = await createUser(tx, ctx, { address, encryptedPassword, data, isConfirmed: isAutoconfirm });
      if (isAutoconfirm) {
        const issued = await startSession(tx, ctx, user, { method: 'password', meta: options.meta });
        return { kind: 'session' as const, session: await tokenResponse(ctx, issued, tx) };
      }
      const messages = [await prepareConfirmation(tx, ctx, user, address, { pkce, redirectTo })];
      await reserveEmails(tx, ctx, messages, options.meta.ip);
      return { kind: 'user' as const, user: await deliverConfirmation(tx, ctx, user.id, messages, options.meta.language) };
    });

  let outcome: Awaited<ReturnType<typeof run>>;
  try {
    outcome = await run();
  } catch (error) {
    if (violatedConstraint(error) === NICKNAME_UNIQUE_CONSTRAINT) throw authErrors.nicknameTaken();
    // A concurrent sign-up of the same address won the insert: answer as for a duplicate.
    if (!isUniqueViolation(error)) throw error;
    if (isAutoconfirm) throw authErrors.userAlreadyExists();
    outcome = { kind: 'duplicate' };
  }

  if (outcome.kind === 'duplicate') {
    // A new address would have used the allowance: a known one answers the same.
    await assertEmailAllowanceLeft(ctx, options.meta.ip, { isSignUp: true });
    ctx.log.info({ audit: 'user_repeated_signup' }, 'sign-up of an already confirmed address');
    return { kind: 'user', user: obfuscatedUserJson(address, data, ctx.now()) };
  }
  return outcome;
}

/** Records the confirmation in the sign-up's transaction and reads back the User to answer. */
async function deliverConfirmation(
  tx: Transaction,
  ctx: AuthContext,
  userId: string,
  messages: PendingMessage[],
  language: Language,
): Promise<UserJson> {
  await deliver(ctx, messages, language, tx);
  const relations = await loadUserWithRelations(tx, userId);
  return userJson(relations!);
}

// ---------------------------------------------------------------- grants

/** Failed password sign-ins in a row, for one typed address from one client address, before it slows down. */
export const FREE_SIGN_IN_FAILURES = 5;
const FIRST_SIGN_IN_LOCK_SECONDS = 30;
const MAX_SIGN_IN_LOCK_SECONDS = 15 * 60;

/** 30 s at the 5th failure in a row, doubling with each further one, at most 15 min. */
export function signInLockSeconds(failures: number): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  return Math.min(MAX_SIGN_IN_LOCK_SECONDS, FIRST_SIGN_IN_LOCK_SECONDS * 2 ** (failures - FREE_SIGN_IN_FAILURES));
}

/**
 * Password guessing against one account: after FREE_SIGN_IN_FAILURES from one
 * client address, the typed email or phone is refused from that client address
 * for a growing while. The lock is per account and client address together, so
 * a stranger's failures never lock the owner out from their own connection
 * (docs/auth-api.md#limits). Unknown addresses are counted alike, so the
 * answers never reveal an account.
 */
async function noteFailedSignIn(ctx: AuthContext, attemptKey: string): Promise<never> {
  const now = ctx.now();
  const failures = await recordSignInFailure(ctx.db, attemptKey, now);
  const lockSeconds = signInLockSeconds(failures);
  if (lockSeconds > 0) await lockSignIn(ctx.db, attemptKey, new Date(now.getTime() + lockSeconds * 1000));
  throw authErrors.invalidCredentials();
}

export async function passwordGrant(
  ctx: AuthContext,
  input: { email?: string | null; phone?: string | null; password?: string | null },
  meta: RequestMeta,
): Promise<TokenResponse & { weak_password?: { message: string; reasons: string[] } }> {
  const address = addressFrom(input, 'login');
  // The counting key: the typed address seen from this client address.
  const attemptKey = `${address.email ?? address.phone!}\n${meta.ip ?? ''}`;
  const lockedUntil = await findSignInLock(ctx.db, attemptKey);
  if (lockedUntil && lockedUntil > ctx.now()) throw authErrors.overRequestRateLimit();
  const password = typeof input.password === 'string' ? input.password : '';
  const user = address.email ? await findUserByEmail(ctx.db, address.email) : await findUserByPhone(ctx.db, address.phone!);
  // Order: user with a password, password, not banned, confirmed. GoTrue checks the
  // ban before the password; here only the right password learns of it (and of its
  // end), so the answer never tells a stranger that an address is registered.
  if (!user?.encryptedPassword) {
    await ctx.passwords.verify(null, password);
    return noteFailedSignIn(ctx, attemptKey);
  }
  if (!(await ctx.passwords.verify(user.encryptedPassword, password))) return noteFailedSignIn(ctx, attemptKey);
  await clearSignInFailures(ctx.db, attemptKey);
  if (isBanned(user, ctx.now())) throw authErrors.userBanned(400, user.bannedUntil);
  if (address.email && !user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
  if (address.phone && !user.phoneConfirmedAt) throw authErrors.phoneNotConfirmed();

  const issued = await ctx.db.transaction((tx) =>
    startSession(tx, ctx, user, { method: 'password', meta, provider: address.email ? 'email' : 'phone' }),
  );
  const response = await tokenResponse(ctx, issued);
  const reasons = passwordWeaknesses(password);
  return reasons.length ? { ...response, weak_password: { message: weakPasswordMessage(), reasons } } : response;
}

export async function pkceGrant(
  ctx: AuthContext,
  input: { auth_code?: string | null; code_verifier?: string | null },
  meta: RequestMeta,
): Promise<TokenResponse> {
  const authCode = input.auth_code?.trim() ?? '';
  const verifier = input.code_verifier?.trim() ?? '';
  if (!authCode || !verifier) {
    throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
  }
  if (!isUuid(authCode)) throw authErrors.flowStateNotFound();
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const flow = await findFlowStateByAuthCodeForUpdate(tx, authCode);
    // A code never put in a redirect cannot be exchanged.
    if (!flow?.authCodeIssuedAt || !flow.userId) return { error: authErrors.flowStateNotFound() };
    if (flow.authCodeIssuedAt.getTime() + ctx.config.authFlowStateTtlSeconds * 1000 < now.getTime()) {
      await deleteFlowState(tx, flow.id);
      return { error: authErrors.flowStateExpired() };
    }
    if (!isCodeVerifierValid(verifier, flow.codeChallenge, flow.codeChallengeMethod)) {
      return { error: authErrors.badCodeVerifier() };
    }
    const user = await findUserById(tx, flow.userId);
    if (!user) return { error: authErrors.flowStateNotFound() };
    if (isBanned(user, now)) return { error: authErrors.userBanned(400, user.bannedUntil) };
    await deleteFlowState(tx, flow.id);
    return { issued: await startSession(tx, ctx, user, { method: flow.authenticationMethod, meta }) };
  });
  if ('error' in outcome) throw outcome.error;
  return tokenResponse(ctx, outcome.issued);
}

// ---------------------------------------------------------------- links and codes

export type OtpInput = PkceInput & {
  email?: string | null;
  phone?: string | null;
  data?: Record<string, unknown> | null;
  create_user?: boolean | null;
  channel?: string | null;
};

/** POST /otp: magic link by email, code by SMS; unknown addresses sign up unless create_user is false. */
export async function signInWithOtp(
  ctx: AuthContext,
  input: OtpInput,
  options: { redirectTo?: string; meta: RequestMeta },
): Promise<{ message_id?: string }> {
  const address = addressFrom(input, 'sign in');
  if (address.phone && input.channel && input.channel !== 'sms') {
    throw authErrors.validation('Unsupported channel: only sms is available');
  }
  const pkce = address.email ? parsePkceParams(input.code_challenge, input.code_challenge_method) : null;
  const redirectTo = resolveRedirect(ctx.config, options.redirectTo);
  const shouldCreateUser = input.create_user ?? true;
  const data = input.data ?? {};
  // Users created here never typed a password: they get an unguessable one.
  const randomPassword = await ctx.passwords.hash(randomBytes(32).toString('base64url'));
  const channel = address.email ? 'email' : 'sms';

  const messages = await sendingTransaction(ctx, options.meta.ip, async (tx): Promise<PendingMessage[]> => {
    let user = await findByAddress(tx, address);
    if (!user) {
      if (!shouldCreateUser) throw authErrors.otpDisabled();
      if (ctx.config.authDisableSignup) throw authErrors.signupDisabled();
      user = await createUser(tx, ctx, { address, encryptedPassword: randomPassword, data, isConfirmed: false });
    }
    if (isBanned(user, ctx.now())) return [];
    if (!isAddressConfirmed(user, address)) {
      assertSendAllowed(ctx, user.confirmationSentAt, channel);
      return [await prepareConfirmation(tx, ctx, user, address, { pkce, redirectTo })];
    }
    assertSendAllowed(ctx, user.recoverySentAt, channel);
    await updateUser(tx, user.id, { recoverySentAt: ctx.now() });
    if (address.phone) {
      const { otp } = await createOneTimeToken(tx, ctx, { user, tokenType: 'sms', address: address.phone });
      return [{ channel: 'sms', userId: user.id, to: address.phone, otp }];
    }
    const email = address.email!;
    const { token, otp } = await createOneTimeToken(tx, ctx, { user, tokenType: 'magiclink', address: email, pkce });
    return [{ channel: 'email', kind: 'magiclink', userId: user.id, to: email, token, otp, linkType: 'magiclink', redirectTo }];
  });
  const { messageId } = await deliver(ctx, messages, options.meta.language);
  return messageId ? { message_id: messageId } : {};
}

/**
 * POST /recover: `{}`, in about the same time, so the answer does not reveal
 * whether the address exists. A repeat within the send window gets GoTrue's
 * 429 with the seconds left, for unknown addresses alike (the window is kept
 * per typed address), so 'Invia di nuovo' can say when to ask again.
 */
export async function recoverPassword(
  ctx: AuthContext,
  input: PkceInput & { email?: string | null },
  options: { redirectTo?: string; meta: RequestMeta },
): Promise<Record<string, never>> {
  if (typeof input.email !== 'string' || input.email.trim() === '') {
    throw authErrors.validation('Password recovery requires an email');
  }
  const email = normaliseEmail(input.email);
  const pkce = parsePkceParams(input.code_challenge, input.code_challenge_method);
  const redirectTo = resolveRedirect(ctx.config, options.redirectTo);
  const messages = await sendingTransaction(ctx, options.meta.ip, async (tx) => {
    const window = ctx.config.authEmailMaxFrequencySeconds;
    if (ctx.config.rateLimitsEnabled && window > 0) {
      const waitSeconds = await claimRecoveryWindow(tx, email, ctx.now(), window);
      if (waitSeconds > 0) throw authErrors.overEmailSendRateLimit(waitSeconds);
    }
    const user = await findUserByEmail(tx, email, { forUpdate: true });
    if (!user || isBanned(user, ctx.now()) || sendWaitSeconds(ctx, user.recoverySentAt, 'email') > 0) return [];
    if (!(await isRecipientShareLeft(tx, ctx, email))) return [];
    const { token, otp } = await createOneTimeToken(tx, ctx, { user, tokenType: 'recovery', address: email, pkce });
    await updateUser(tx, user.id, { recoverySentAt: ctx.now() });
    return [{ channel: 'email', kind: 'recovery', userId: user.id, to: email, token, otp, linkType: 'recovery', redirectTo } satisfies PendingMessage];
  });
  if (messages.length) {
    await deliver(ctx, messages, options.meta.language);
  } else {
    await assertEmailAllowanceLeft(ctx, options.meta.ip, { isSignUp: false });
    await ctx.deliveryTiming.imitate();
  }
  return {};
}

export type ResendInput = PkceInput & { email?: string | null; phone?: string | null; type?: string | null };

/** POST /resend: a new sign-up confirmation or email/phone change message, if one is pending. */
export async function resend(
  ctx: AuthContext,
  input: ResendInput,
  options: { redirectTo?: string; meta: RequestMeta },
): Promise<{ message_id?: string }> {
  const type = input.type ?? '';
  const emailTypes = ['signup', 'email_change'];
  const phoneTypes = ['sms', 'phone_change'];
  if (![...emailTypes, ...phoneTypes].includes(type)) {
    throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
  }
  const address = addressFrom(input, 'resend');
  if (address.email && !emailTypes.includes(type)) throw authErrors.validation('Type provided requires a phone number');
  if (address.phone && !phoneTypes.includes(type)) throw authErrors.validation('Type provided requires an email address');
  const pkce = address.email ? parsePkceParams(input.code_challenge, input.code_challenge_method) : null;
  const redirectTo = resolveRedirect(ctx.config, options.redirectTo);

  const messages = await sendingTransaction(ctx, options.meta.ip, async (tx): Promise<PendingMessage[]> => {
    if (type === 'signup' || type === 'sms') {
      const user = await findByAddress(tx, address);
      if (!user || isAddressConfirmed(user, address)) return [];
      assertSendAllowed(ctx, user.confirmationSentAt, address.email ? 'email' : 'sms');
      return [await prepareConfirmation(tx, ctx, user, address, { pkce, redirectTo })];
    }
    // GoTrue looks the user up by the current address; the pending new one works too.
    const user = (await findByAddress(tx, address)) ?? (address.email
      ? await findUserByPendingEmail(tx, address.email)
      : await findUserByPendingPhone(tx, address.phone!));
    if (type === 'email_change') {
      if (!user?.emailChange) return [];
      assertSendAllowed(ctx, user.emailChangeSentAt, 'email');
      return prepareEmailChange(tx, ctx, user, user.emailChange, { pkce, redirectTo });
    }
    if (!user?.phoneChange) return [];
    assertSendAllowed(ctx, user.phoneChangeSentAt, 'sms');
    return [await preparePhoneChange(tx, ctx, user, user.phoneChange)];
  });
  const { messageId } = await deliver(ctx, messages, options.meta.language);
  return messageId ? { message_id: messageId } : {};
}

/**
 * Starts (or restarts) an email change: a link to the new address and, with
 * secure email change, one to the current address too.
 */
export async function prepareEmailChange(
  tx: Transaction,
  ctx: AuthContext,
  user: DbUser,
  newEmail: string,
  options: { pkce: PkceParams | null; redirectTo: string },
): Promise<PendingMessage[]> {
  const now = ctx.now();
  const messages: PendingMessage[] = [];
  const fresh = await createOneTimeToken(tx, ctx, { user, tokenType: 'email_change_new', address: newEmail, pkce: options.pkce });
  messages.push({
    channel: 'email',
    kind: 'email_change_new',
    userId: user.id,
    to: newEmail,
    token: fresh.token,
    otp: fresh.otp,
    linkType: 'email_change',
    redirectTo: options.redirectTo,
    oldEmail: user.email ?? undefined,
    newEmail,
  });
  if (ctx.config.authSecureEmailChange && user.email) {
    const current = await createOneTimeToken(tx, ctx, { user, tokenType: 'email_change_current', address: user.email, pkce: options.pkce });
    messages.push({
      channel: 'email',
      kind: 'email_change_current',
      userId: user.id,
      to: user.email,
      token: current.token,
      otp: current.otp,
      linkType: 'email_change',
      redirectTo: options.redirectTo,
      oldEmail: user.email,
      newEmail,
    });
  } else {
    await deleteOneTimeTokens(tx, user.id, ['email_change_current']);
  }
  await updateUser(tx, user.id, { emailChange: newEmail, emailChangeSentAt: now, emailChangeConfirmStatus: 0 });
  return messages;
}

export async function preparePhoneChange(
  tx: Transaction,
  ctx: AuthContext,
  user: DbUser,
  newPhone: string,
): Promise<PendingMessage> {
  const { otp } = await createOneTimeToken(tx, ctx, { user, tokenType: 'phone_change', address: newPhone });
  await updateUser(tx, user.id, { phoneChange: newPhone, phoneChangeSentAt: ctx.now() });
  return { channel: 'sms', userId: user.id, to: newPhone, otp };
}
