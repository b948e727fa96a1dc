import { describe, expect, it } from 'vitest';
import {
  ALLERGENS_DUPLICATE_MESSAGE,
  NICKNAME_INVALID_CHARACTERS_MESSAGE,
  NICKNAME_REQUIRED_MESSAGE,
  NICKNAME_TOO_LONG_MESSAGE,
  deleteAccountInputSchema,
  profileSchema,
  replaceAllergensInputSchema,
  updateProfileInputSchema,
  userAllergensSchema,
} from './profile';

const ID_A = '3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b';
const ID_B = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('updateProfileInputSchema', () => {
  it('trims the nickname', () => {
    expect(updateProfileInputSchema.parse({ nickname: '  Giulia ' })).toEqual({ nickname: 'Giulia' });
  });

  it('refuses an empty or blank nickname', () => {
    expect(firstMessage(updateProfileInputSchema.safeParse({ nickname: '' }))).toBe(NICKNAME_REQUIRED_MESSAGE);
    expect(firstMessage(updateProfileInputSchema.safeParse({ nickname: '   ' }))).toBe(NICKNAME_REQUIRED_MESSAGE);
    expect(firstMessage(updateProfileInputSchema.safeParse({}))).toBe(NICKNAME_REQUIRED_MESSAGE);
  });

  it('accepts 40 characters and refuses 41 or 200', () => {
    expect(updateProfileInputSchema.safeParse({ nickname: 'a'.repeat(40) }).success).toBe(true);
    expect(firstMessage(updateProfileInputSchema.safeParse({ nickname: 'a'.repeat(41) }))).toBe(
      NICKNAME_TOO_LONG_MESSAGE,
    );
    expect(firstMessage(updateProfileInputSchema.safeParse({ nickname: 'a'.repeat(200) }))).toBe(
      NICKNAME_TOO_LONG_MESSAGE,
    );
  });

  it('counts emoji as one character each, as the database does', () => {
    expect(updateProfileInputSchema.safeParse({ nickname: '🍕'.repeat(40) }).success).toBe(true);
    expect(updateProfileInputSchema.safeParse({ nickname: '🍕'.repeat(41) }).success).toBe(false);
  });

  it('refuses control and bidi characters inside the nickname', () => {
    for (const nickname of ['Gi\nulia', 'Giulia\u0000', 'a\tb', 'evil\u202Etxt.exe', 'x\u007F']) {
      expect(firstMessage(updateProfileInputSchema.safeParse({ nickname })), JSON.stringify(nickname)).toBe(
        NICKNAME_INVALID_CHARACTERS_MESSAGE,
      );
    }
  });

  it('accepts accents, apostrophes and emoji sequences', () => {
    for (const nickname of ["Niccolò D'Amico", '👩‍🍳 Chef', 'Zoë']) {
      expect(updateProfileInputSchema.safeParse({ nickname }).success).toBe(true);
    }
  });
});

describe('replaceAllergensInputSchema', () => {
  it('accepts a list of ids, empty included, lowercased', () => {
    expect(replaceAllergensInputSchema.parse({ allergen_ids: [] })).toEqual({ allergen_ids: [] });
    expect(replaceAllergensInputSchema.parse({ allergen_ids: [ID_A, ID_B.toUpperCase()] })).toEqual({
      allergen_ids: [ID_A, ID_B],
    });
  });

  it('refuses duplicates, whatever their case, with a clear message at the array', () => {
    const result = replaceAllergensInputSchema.safeParse({ allergen_ids: [ID_A, ID_A.toUpperCase()] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['allergen_ids'], message: ALLERGENS_DUPLICATE_MESSAGE }),
    ]);
    expect(ALLERGENS_DUPLICATE_MESSAGE).toMatch(/allergene/);
  });

  it('refuses malformed ids at their index', () => {
    const result = replaceAllergensInputSchema.safeParse({ allergen_ids: [ID_A, 'gluten'] });
    expect(result.error?.issues[0]?.path).toEqual(['allergen_ids', 1]);
  });

  it('refuses a missing list and an oversized one', () => {
    expect(replaceAllergensInputSchema.safeParse({}).success).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`);
    expect(replaceAllergensInputSchema.safeParse({ allergen_ids: many }).success).toBe(false);
  });
});

describe('response schemas', () => {
  it('profile', () => {
    const profile = {
      id: ID_A,
      nickname: null,
      email: 'a@b.it',
      language: null,
      created_at: new Date('2025-03-10T12:00:00Z').toISOString(),
      reviewed_restaurant_count: 3,
    };
    expect(profileSchema.parse(profile)).toEqual(profile);
    expect(profileSchema.parse({ ...profile, language: 'en' })).toEqual({ ...profile, language: 'en' });
    expect(profileSchema.safeParse({ ...profile, language: 'fr' }).success).toBe(false);
    expect(profileSchema.safeParse({ ...profile, reviewed_restaurant_count: -1 }).success).toBe(false);
  });

  it('user allergens', () => {
    expect(userAllergensSchema.parse({ allergen_ids: [ID_A] })).toEqual({ allergen_ids: [ID_A] });
  });
});

describe('deleteAccountInputSchema', () => {
  it('needs the word ELIMINA', () => {
    expect(deleteAccountInputSchema.parse({ confirmation: ' ELIMINA ' })).toEqual({ confirmation: 'ELIMINA' });
    expect(deleteAccountInputSchema.safeParse({ confirmation: 'elimina' }).success).toBe(false);
    expect(deleteAccountInputSchema.safeParse({}).success).toBe(false);
  });
});
