// Email addresses, phone numbers and the sign-up nickname, checked and
// normalised the same way on every endpoint.
import { EMAIL_MAX_LENGTH, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from '../../domain/limits';
import { authErrors } from './auth.errors';

// The HTML living standard's pattern: what browsers accept in <input type=email>.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Lowercase, trimmed; 400 validation_failed when it is not an address. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
    throw authErrors.validation('Unable to validate email address: invalid format');
  }
  return email;
}

/** E.164 digits without '+', as GoTrue stores phones; 400 validation_failed otherwise. */
export function normalisePhone(raw: string): string {
  const phone = raw.trim().replace(/^\+/, '').replace(/[\s().-]/g, '');
  if (!/^[1-9]\d{6,14}$/.test(phone)) {
    throw authErrors.validation('Invalid phone number format (E.164 required)');
  }
  return phone;
}

/** Where an SMS goes: the stored digits with their '+'. */
export const smsRecipient = (phone: string) => `+${phone}`;

/** The profile nickname from sign-up `data.nickname`, when it fits the profile's rules. */
export function nicknameFrom(data: Record<string, unknown>): string | null {
  const value = data.nickname;
  if (typeof value !== 'string') return null;
  const nickname = value.trim();
  const length = [...nickname].length;
  return length >= NICKNAME_MIN_LENGTH && length <= NICKNAME_MAX_LENGTH ? nickname : null;
}
