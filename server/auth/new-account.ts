// A new account: the user row, an identity per address and the profile, as
// sign-up, /otp and the operator API create them.
import type { Transaction } from '../db/client';
import type { DbUser } from '../db/schema';
import { isNicknameTaken } from '../profiles/profiles.repository';
import { nicknameFrom } from './addresses';
import type { AuthContext } from './auth.context';
import { authErrors } from './auth.errors';
import { insertIdentity, insertProfile, insertUser } from './users.repository';

export type NewAccount = {
  id?: string;
  email?: string;
  phone?: string;
  encryptedPassword: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  emailConfirmed?: boolean;
  phoneConfirmed?: boolean;
  bannedUntil?: Date | null;
  invited?: boolean;
};

/** Inserts a user with an identity per address and its profile (nickname from user_metadata, unique). */
export async function insertAccount(tx: Transaction, ctx: AuthContext, account: NewAccount): Promise<DbUser> {
  const now = ctx.now();
  const providers = [...(account.email ? ['email'] : []), ...(account.phone ? ['phone'] : [])];
  const nickname = nicknameFrom(account.userMetadata);
  if (nickname && (await isNicknameTaken(tx, nickname, null))) throw authErrors.nicknameTaken();
  const user = await insertUser(tx, {
    ...(account.id ? { id: account.id } : {}),
    email: account.email ?? null,
    phone: account.phone ?? null,
    encryptedPassword: account.encryptedPassword,
    appMetadata: { provider: providers[0], providers, ...account.appMetadata },
    userMetadata: account.userMetadata,
    emailConfirmedAt: account.email && account.emailConfirmed ? now : null,
    phoneConfirmedAt: account.phone && account.phoneConfirmed ? now : null,
    bannedUntil: account.bannedUntil ?? null,
    invitedAt: account.invited ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  for (const provider of providers) {
    const isEmail = provider === 'email';
    await insertIdentity(tx, {
      userId: user.id,
      provider,
      providerId: user.id,
      identityData: {
        sub: user.id,
        ...(isEmail ? { email: account.email } : { phone: account.phone }),
        email_verified: isEmail && Boolean(account.emailConfirmed),
        phone_verified: !isEmail && Boolean(account.phoneConfirmed),
      },
    });
  }
  await insertProfile(tx, { id: user.id, nickname });
  return user;
}
