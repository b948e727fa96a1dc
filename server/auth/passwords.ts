// Password hashing (argon2id) and the password policy of the product.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/limits';
import { authErrors } from './auth.errors';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export type PasswordHashingOptions = { memoryCost?: number; timeCost?: number };

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (encoded: string | null | undefined, password: string) => Promise<boolean>;
};

export function createPasswordHasher(options: PasswordHashingOptions): PasswordHasher {
  // @node-rs/argon2 defaults to argon2id; only the costs are tunable here.
  const hashOptions = {
    ...(options.memoryCost !== undefined ? { memoryCost: options.memoryCost } : {}),
    ...(options.timeCost !== undefined ? { timeCost: options.timeCost } : {}),
  };
  let dummyHash: Promise<string> | undefined;
  const getDummyHash = () => (dummyHash ??= hash(randomBytes(16).toString('hex'), hashOptions));

  return {
    hash: (password) => hash(password, hashOptions),
    async verify(encoded, password) {
      // Unknown users and users without a password still cost one verification,
      // so response times do not tell which addresses are registered.
      const target = encoded ?? (await getDummyHash());
      try {
        const isMatch = await verify(target, password);
        return encoded ? isMatch : false;
      } catch {
        return false;
      }
    },
  };
}

/** Reasons a password fails the policy, GoTrue style (`length`, `characters`, `pwned`). */
export function passwordWeaknesses(password: string): string[] {
  return [...password].length < PASSWORD_MIN_LENGTH ? ['length'] : [];
}

export const weakPasswordMessage = () => `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`;

/**
 * The one password policy of sign-up, password change and the operator API:
 * too long is a validation error, too weak answers GoTrue's weak_password with
 * its reasons.
 */
export function assertPasswordAcceptable(password: string): void {
  if ([...password].length > PASSWORD_MAX_LENGTH) {
    throw authErrors.validation(`Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
  }
  const reasons = passwordWeaknesses(password);
  if (reasons.length) throw authErrors.weakPassword(weakPasswordMessage(), reasons);
}
