import { describe, expect, it as test } from 'vitest';
import { it } from '@domain/i18n/it';
import {
  VIEWING,
  allergenStatusText,
  cancelEditing,
  confirmationLines,
  diffAllergens,
  hasUnsavedChanges,
  sameAllergenSet,
  shownSelection,
  startEditing,
  toggleAllergen,
} from './allergen-draft';

const GLUTEN = 'id-gluten';
const SOY = 'id-soy';
const FISH = 'id-fish';

describe('allergen draft', () => {
  test('edit mode starts from the saved set', () => {
    expect(startEditing([GLUTEN, SOY])).toEqual({ isEditing: true, selected: [GLUTEN, SOY] });
  });

  test('tiles toggle only in edit mode', () => {
    expect(toggleAllergen(VIEWING, GLUTEN)).toBe(VIEWING);
    const editing = startEditing([GLUTEN]);
    expect(toggleAllergen(editing, SOY)).toEqual({ isEditing: true, selected: [GLUTEN, SOY] });
    expect(toggleAllergen(editing, GLUTEN)).toEqual({ isEditing: true, selected: [] });
    expect(toggleAllergen(toggleAllergen(editing, SOY), SOY)).toEqual(editing);
  });

  test('toggling never changes the saved set it started from', () => {
    const saved = [GLUTEN];
    toggleAllergen(startEditing(saved), SOY);
    expect(saved).toEqual([GLUTEN]);
  });

  test('Annulla discards the draft', () => {
    expect(cancelEditing()).toEqual(VIEWING);
    expect(shownSelection(cancelEditing(), [FISH])).toEqual([FISH]);
  });

  test('the tiles show the draft while editing and the saved set otherwise', () => {
    expect(shownSelection(VIEWING, [GLUTEN])).toEqual([GLUTEN]);
    expect(shownSelection(toggleAllergen(startEditing([GLUTEN]), SOY), [GLUTEN])).toEqual([GLUTEN, SOY]);
  });
});

describe('diff and unsaved changes', () => {
  test('lists additions and removals, ignoring order and repeats', () => {
    expect(diffAllergens([GLUTEN, SOY], [SOY, FISH, FISH])).toEqual({ added: [FISH], removed: [GLUTEN] });
    expect(diffAllergens([], [])).toEqual({ added: [], removed: [] });
  });

  test('compares sets, not lists', () => {
    expect(sameAllergenSet([GLUTEN, SOY], [SOY, GLUTEN])).toBe(true);
    expect(sameAllergenSet([GLUTEN], [GLUTEN, SOY])).toBe(false);
    expect(sameAllergenSet([], [])).toBe(true);
  });

  test('a draft has unsaved changes only when it differs from the saved set', () => {
    expect(hasUnsavedChanges(VIEWING, [GLUTEN])).toBe(false);
    expect(hasUnsavedChanges(startEditing([GLUTEN]), [GLUTEN])).toBe(false);
    expect(hasUnsavedChanges(toggleAllergen(startEditing([GLUTEN]), SOY), [GLUTEN])).toBe(true);
    // Toggled off and on again: nothing to save.
    const backAndForth = toggleAllergen(toggleAllergen(startEditing([GLUTEN]), GLUTEN), GLUTEN);
    expect(hasUnsavedChanges(backAndForth, [GLUTEN])).toBe(false);
  });
});

describe('status line', () => {
  test('the empty text when nothing is selected', () => {
    expect(allergenStatusText(VIEWING, [])).toBe('Nessun allergene selezionato. Clicca su "Modifica" per aggiungerne.');
    expect(allergenStatusText(toggleAllergen(startEditing([GLUTEN]), GLUTEN), [GLUTEN])).toBe(it.allergens.noneSelected);
  });

  test('singular and plural', () => {
    expect(allergenStatusText(VIEWING, [GLUTEN])).toBe('Hai 1 allergene salvato');
    expect(allergenStatusText(VIEWING, [GLUTEN, SOY, FISH])).toBe('Hai 3 allergeni salvati');
  });

  test('marks a draft that differs from the saved set', () => {
    const draft = toggleAllergen(startEditing([GLUTEN]), SOY);
    expect(allergenStatusText(draft, [GLUTEN])).toBe('Hai 2 allergeni salvati (modifiche non salvate)');
    expect(allergenStatusText(startEditing([GLUTEN]), [GLUTEN])).toBe('Hai 1 allergene salvato');
  });
});

describe('confirmation', () => {
  test('warning, additions, removals and the question', () => {
    expect(confirmationLines({ added: [SOY, FISH], removed: [GLUTEN] })).toEqual([
      'ATTENZIONE: Stai modificando i tuoi allergeni.',
      'AGGIUNGI 2 allergeni',
      'RIMUOVI 1 allergene',
      'Questo influenzerà la tua sicurezza alimentare. Sei sicuro di voler procedere?',
    ]);
  });

  test('leaves out a line with nothing to count', () => {
    expect(confirmationLines({ added: [SOY], removed: [] })).toEqual([
      'ATTENZIONE: Stai modificando i tuoi allergeni.',
      'AGGIUNGI 1 allergene',
      'Questo influenzerà la tua sicurezza alimentare. Sei sicuro di voler procedere?',
    ]);
    expect(confirmationLines({ added: [], removed: [GLUTEN, SOY] })).toEqual([
      'ATTENZIONE: Stai modificando i tuoi allergeni.',
      'RIMUOVI 2 allergeni',
      'Questo influenzerà la tua sicurezza alimentare. Sei sicuro di voler procedere?',
    ]);
  });

  test('matches the catalogue\'s own confirmation text', () => {
    expect(confirmationLines({ added: [SOY, FISH], removed: [GLUTEN] }).join('\n\n')).toBe(
      it.allergens.confirmChanges(2, 1),
    );
  });
});
