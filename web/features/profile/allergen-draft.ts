// The allergen card's rules, free of React: the selection is a draft while the
// card is in edit mode, tiles toggle only then, and Salva sends the whole set
// after a confirmation that counts what is added and what is removed.
import { it } from '@domain/i18n/it';

export type AllergenDraft =
  | { readonly isEditing: false }
  | { readonly isEditing: true; readonly selected: readonly string[] };

export const VIEWING: AllergenDraft = { isEditing: false };

export type AllergenDiff = { readonly added: readonly string[]; readonly removed: readonly string[] };

/** Edit mode starts from what is saved. */
export function startEditing(saved: readonly string[]): AllergenDraft {
  return { isEditing: true, selected: [...saved] };
}

/** 'Annulla': the draft is thrown away. */
export function cancelEditing(): AllergenDraft {
  return VIEWING;
}

/** Adds or removes one allergen from the draft; outside edit mode nothing changes. */
export function toggleAllergen(draft: AllergenDraft, allergenId: string): AllergenDraft {
  if (!draft.isEditing) return draft;
  const isSelected = draft.selected.includes(allergenId);
  return {
    isEditing: true,
    selected: isSelected ? draft.selected.filter((id) => id !== allergenId) : [...draft.selected, allergenId],
  };
}

/** What the tiles show as selected: the draft while editing, else the saved set. */
export function shownSelection(draft: AllergenDraft, saved: readonly string[]): readonly string[] {
  return draft.isEditing ? draft.selected : saved;
}

export function diffAllergens(saved: readonly string[], selected: readonly string[]): AllergenDiff {
  const savedSet = new Set(saved);
  const selectedSet = new Set(selected);
  return {
    added: [...selectedSet].filter((id) => !savedSet.has(id)),
    removed: [...savedSet].filter((id) => !selectedSet.has(id)),
  };
}

export function sameAllergenSet(a: readonly string[], b: readonly string[]): boolean {
  const { added, removed } = diffAllergens(a, b);
  return added.length === 0 && removed.length === 0;
}

export function hasUnsavedChanges(draft: AllergenDraft, saved: readonly string[]): boolean {
  return draft.isEditing && !sameAllergenSet(saved, draft.selected);
}

/**
 * The status line under the tiles: 'Hai N allergene/i salvat{o|i}' counting
 * the tiles shown as selected, with '(modifiche non salvate)' while the draft
 * differs from the saved set; the empty text when nothing is selected.
 */
export function allergenStatusText(draft: AllergenDraft, saved: readonly string[]): string {
  const count = new Set(shownSelection(draft, saved)).size;
  if (count === 0) return it.allergens.noneSelected;
  const text = it.allergens.savedCount(count);
  return hasUnsavedChanges(draft, saved) ? `${text} ${it.allergens.unsavedChanges}` : text;
}

/**
 * The confirmation before saving, one paragraph a line: the warning, the
 * additions and the removals (each only when there are some), the question.
 */
export function confirmationLines(diff: AllergenDiff): string[] {
  return [
    it.allergens.confirmTitle,
    ...(diff.added.length > 0 ? [it.allergens.confirmAdd(diff.added.length)] : []),
    ...(diff.removed.length > 0 ? [it.allergens.confirmRemove(diff.removed.length)] : []),
    it.allergens.confirmQuestion,
  ];
}
