// The allergy card's last good content, kept on the device so the card opens
// without a connection (and after the access token expired offline). Sign-out
// clears local storage, so it leaves with the user.
import { isCardLanguage, DEFAULT_CARD_LANGUAGE, type CardLanguage } from '@domain/allergy-card';

const SNAPSHOT_KEY = 'allerguida-allergy-card';
const LANGUAGE_KEY = 'allerguida-allergy-card-language';

export type AllergyCardSnapshot = { userId: string; allergenNames: string[]; savedAt: string };

export function parseSnapshot(raw: string | null): AllergyCardSnapshot | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { userId, allergenNames, savedAt } = value as Record<string, unknown>;
    if (typeof userId !== 'string' || typeof savedAt !== 'string' || !Array.isArray(allergenNames)) return null;
    if (!allergenNames.every((name) => typeof name === 'string')) return null;
    return { userId, allergenNames: allergenNames as string[], savedAt };
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
