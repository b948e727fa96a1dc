import { interfaceLocale } from '@domain/i18n/format';

/** The live hint under the confirmation field: nothing until something is typed there. */
export function passwordMatch(password: string, confirmation: string): 'match' | 'mismatch' | null {
  if (confirmation === '') return null;
  return password === confirmation ? 'match' : 'mismatch';
}

// Explicit parts: browsers disagree on it-IT's default (10/3/2025 or 10/03/2025).
const MEMBER_SINCE_FORMAT = new Intl.DateTimeFormat(interfaceLocale(), { day: '2-digit', month: '2-digit', year: 'numeric' });

/** 'Membro dal' date, as Italian readers write it (10/03/2025), in the reader's time zone. */
export function memberSinceDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : MEMBER_SINCE_FORMAT.format(date);
}
