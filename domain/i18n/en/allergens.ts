import type { Catalogue } from '../catalogue';
import { plural } from '../format';
import { formatCount } from './format';

const allergenCount = (count: number) =>
  `${formatCount(count)} ${plural(count, 'allergen', 'allergens')}`;

const confirmTitle = 'WARNING: You are changing your allergens.';
const confirmQuestion = 'This will affect your food safety. Are you sure you want to continue?';
const confirmAdd = (count: number) => `ADD ${allergenCount(count)}`;
const confirmRemove = (count: number) => `REMOVE ${allergenCount(count)}`;

export const allergensMessages = {
  /** English display names by the allergen's stored name; other names are shown as they are. */
  names: {
    Celery: 'Celery',
    Crustaceans: 'Crustaceans',
    Cucumber: 'Cucumber',
    Eggs: 'Eggs',
    'Fava bean': 'Fava beans',
    Fish: 'Fish',
    Garlic: 'Garlic',
    Gluten: 'Gluten',
    Lactose: 'Lactose',
    Lupin: 'Lupin',
    Milk: 'Milk',
    Molluscs: 'Molluscs',
    Mushrooms: 'Mushrooms',
    Mustard: 'Mustard',
    Nickel: 'Nickel',
    Peanuts: 'Peanuts',
    Rice: 'Rice',
    'Sesame seeds': 'Sesame seeds',
    Soy: 'Soybeans',
    Sulphites: 'Sulphites',
    'Tree nuts': 'Tree nuts',
  },
  cardTitle: 'My Allergens and Intolerances',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving...',
  editHint: 'Tap an allergen to select or deselect it.',
  savedCount: (count: number) => `You have ${allergenCount(count)} saved`,
  unsavedChanges: '(unsaved changes)',
  noneSelected: 'No allergens selected. Click "Edit" to add some.',
  // Confirmation before saving
  confirmTitle,
  confirmAdd,
  confirmRemove,
  confirmQuestion,
  confirmButton: 'Continue',
  /** The whole confirmation text; lines for zero additions or removals are left out. */
  confirmChanges: (added: number, removed: number) =>
    [
      confirmTitle,
      ...(added > 0 ? [confirmAdd(added)] : []),
      ...(removed > 0 ? [confirmRemove(removed)] : []),
      confirmQuestion,
    ].join('\n\n'),
  // Toasts
  savedTitle: 'Allergens saved',
  saved: 'Your allergen preferences have been saved.',
  errorTitle: 'Error',
  loadFailed: 'Your allergens could not be loaded.',
  updateFailed: 'The allergen could not be updated.',
  saveFailed: 'The allergens could not be saved.',
  // Validation of the allergen set
  duplicate: 'The same allergen appears more than once.',
  tooMany: 'You have selected too many allergens.',
  integrityWarningTitle: '⚠️ WARNING: Changes detected',
  integrityWarning: 'Your allergens have been changed. Check that they are correct.',
} satisfies Catalogue['allergens'];
