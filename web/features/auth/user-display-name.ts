/** The parts of a user the user menu shows. */
export type DisplayNameUser = {
  email?: string | null;
  phone?: string | null;
  user_metadata?: Readonly<Record<string, unknown>> | null;
};

/**
 * The profile's nickname (the one the user last saved), else the nickname
 * from the sign-up metadata, else the email, else the phone; null when there is none.
 */
export function userDisplayName(user: DisplayNameUser, profileNickname?: string | null): string | null {
  if (profileNickname?.trim()) return profileNickname.trim();
  const nickname = user.user_metadata?.nickname;
  if (typeof nickname === 'string' && nickname.trim() !== '') return nickname.trim();
  const email = user.email?.trim();
  if (email) return email;
  const phone = user.phone?.trim();
  return phone ? phone : null;
}
