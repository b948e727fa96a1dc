// Rules of the profile: a user reads and changes only their own profile (the id
// always comes from the access token), and the nickname follows the shared schema.
import { isLanguage } from '../../domain/i18n/language';
import type { Profile, UpdateLanguageInput, UpdateProfileInput } from '../../domain/schemas/profile';
import type { Database } from '../db/client';
import { appError } from '../http/app-error';
import { violatedConstraint } from '../db/errors';
import { findProfile, isNicknameTaken, upsertLanguage, upsertNickname, type ProfileRow } from './profiles.repository';

/** The unique index on lower(trim(nickname)), migration 0011. */
export const NICKNAME_UNIQUE_CONSTRAINT = 'profiles_nickname_unique';

export const nicknameTakenError = () => appError('nickname_taken');

const toProfile = (row: ProfileRow): Profile => ({
  id: row.id,
  nickname: row.nickname,
  language: isLanguage(row.language) ? row.language : null,
  email: row.email,
  created_at: row.createdAt.toISOString(),
  reviewed_restaurant_count: row.reviewedRestaurantCount,
});

export async function getOwnProfile(db: Database, callerId: string): Promise<Profile> {
  const row = await findProfile(db, callerId);
  if (!row) throw appError('profile_not_found');
  return toProfile(row);
}

export async function updateOwnProfile(db: Database, callerId: string, input: UpdateProfileInput): Promise<Profile> {
  try {
    return await db.transaction(async (tx) => {
      const row = await findProfile(tx, callerId);
      if (!row) throw appError('profile_not_found');
      if (await isNicknameTaken(tx, input.nickname, callerId)) throw nicknameTakenError();
      await upsertNickname(tx, callerId, input.nickname);
      return toProfile({ ...row, nickname: input.nickname });
    });
  } catch (error) {
    // Taken by a concurrent save between the check and the write.
    if (violatedConstraint(error) === NICKNAME_UNIQUE_CONSTRAINT) throw nicknameTakenError();
    throw error;
  }
}

/** Keeps the interface language the caller chose (creating the profile row when missing). */
export async function updateOwnLanguage(db: Database, callerId: string, input: UpdateLanguageInput): Promise<Profile> {
  return db.transaction(async (tx) => {
    const row = await findProfile(tx, callerId);
    if (!row) throw appError('profile_not_found');
    await upsertLanguage(tx, callerId, input.language);
    return toProfile({ ...row, language: input.language });
  });
}
