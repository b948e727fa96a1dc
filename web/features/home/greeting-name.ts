/** The parts of a signed-in user the landing greeting reads. */
export type GreetingUser = {
  email?: string | null;
  user_metadata?: Readonly<Record<string, unknown>> | null;
};

/**
 * The name in 'Benvenuto, {name}!': the profile's nickname (the one the user
 * last saved), else the nickname from the sign-up metadata, or else the part
 * of the email before the @. Null when there is none of them (a phone-only
 * account without a nickname).
 */
export function greetingName(user: GreetingUser, profileNickname?: string | null): string | null {
  if (profileNickname?.trim()) return profileNickname.trim();
  const nickname = user.user_metadata?.nickname;
  if (typeof nickname === 'string' && nickname.trim() !== '') return nickname.trim();
  const email = user.email?.trim() ?? '';
  // The domain never holds an @, so the last one ends the local part.
  const at = email.lastIndexOf('@');
  const localPart = at === -1 ? email : email.slice(0, at);
  return localPart === '' ? null : localPart;
}
