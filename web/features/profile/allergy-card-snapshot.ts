// The allergy card's last good content, kept on the device so the card opens
// without a connection (and after the access token expired offline). Sign-out
// clears local storage, so it leaves with the user.
import {
  DEFAULT_CARD_GENDER,
  DEFAULT_CARD_LANGUAGE,
  isCardGender,
  isCardLanguage,
  type CardAllergenInput,
  type CardGender,
  type CardLanguage,
} from '@domain/allergy-card';
import { isSensitivityLevel } from '@domain/sensitivity';

const SNAPSHOT_KEY = 'allerguida-allergy-card';
const LANGUAGE_KEY = 'allerguida-allergy-card-language';
const GENDER_KEY = 'allerguida-allergy-card-gender';

/**
 * The allergens with the levels set in the profile and the tree nuts or
 * cereals a group was narrowed to, so the card offline still says 'celiachia',
 * 'anafilassi' or 'anacardi'.
 */
export type AllergyCardSnapshot = { userId: string; allergens: CardAllergenInput[]; savedAt: string };

function parseAllergen(value: unknown): CardAllergenInput | null {
  // A copy saved before levels were kept holds bare names.
  if (typeof value === 'string') return { name: value, level: null };
  if (typeof value !== 'object' || value === null) return null;
  const { name, level, species } = value as Record<string, unknown>;
  if (typeof name !== 'string') return null;
  const parsed = { name, level: isSensitivityLevel(level) ? level : null };
  // Copies saved before species were kept have none: the whole group.
  return Array.isArray(species) ? { ...parsed, species: species.filter((one): one is string => typeof one === 'string') } : parsed;
}

export function parseSnapshot(raw: string | null): AllergyCardSnapshot | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, allergens, allergenNames, savedAt } = value as Record<string, unknown>;
    const list = allergens ?? allergenNames;
    if (typeof userId !== 'string' || typeof savedAt !== 'string' || !Array.isArray(list)) return null;
    const parsed = list.map(parseAllergen);
    if (parsed.some((allergen) => allergen === null)) return null;
    return { userId, allergens: parsed as CardAllergenInput[], savedAt };
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readSnapshot(): AllergyCardSnapshot | null {
  return parseSnapshot(storage()?.getItem(SNAPSHOT_KEY) ?? null);
}

export function writeSnapshot(snapshot: AllergyCardSnapshot): void {
  try {
    storage()?.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // NOTE: a full or blocked storage only loses the offline copy.
  }
}

export function readCardLanguage(): CardLanguage {
  const stored = storage()?.getItem(LANGUAGE_KEY);
  return isCardLanguage(stored) ? stored : DEFAULT_CARD_LANGUAGE;
}

export function writeCardLanguage(language: CardLanguage): void {
  try {
    storage()?.setItem(LANGUAGE_KEY, language);
  } catch {
    // NOTE: the choice then lasts only for this visit.
  }
}

/** The grammatical gender chosen on the card; neutral until one is chosen. */
export function readCardGender(): CardGender {
  const stored = storage()?.getItem(GENDER_KEY);
  return isCardGender(stored) ? stored : DEFAULT_CARD_GENDER;
}

export function writeCardGender(gender: CardGender): void {
  try {
    storage()?.setItem(GENDER_KEY, gender);
  } catch {
    // NOTE: the choice then lasts only for this visit.
  }
}
