import type { MenuNumbersCatalogue } from '../catalogue';
export const menuNumbersMessages = {
  title: 'Read the menu numbers',
  intro:
    'Many Italian menus print beside each dish the numbers 1 to 14 of the allergens in Annex II of Regulation (EU) No 1169/2011. Type the dish’s numbers or tap them in the legend.',
  inputLabel: 'Numbers beside the dish',
  inputHint: 'For example 1, 3, 7 or 1-3-7',
  clear: 'Clear',
  legendTitle: 'Key to the numbers',
  legendHint: 'Tap a number to add or remove it.',
  standsFor: 'These numbers stand for:',
  invalid: (values: string) => `These are not allergen numbers: ${values}. The numbers go from 1 to 14.`,
  ownTitle: 'Warning: contains your allergens',
  ownList: (names: string) => `Among your allergens: ${names}.`,
  noneTitle: 'None of these numbers is among your allergens',
  incompleteReminder:
    'The menu may be incomplete or out of date, and it says nothing about traces: always ask the staff to confirm before you order.',
  signInForVerdict: 'Sign in to see which of these are among your allergens.',
  signIn: 'Sign in',
  noOwnAllergens: 'You have not saved your allergens in your profile yet: add them to find out which numbers concern you.',
  openCard: 'Open the allergy card',
  /** The legend in the English text of Annex II (Regulation (EU) No 1169/2011); 8 says which nuts, as the allergy card does. */
  legend: {
    1: 'Cereals containing gluten',
    2: 'Crustaceans',
    3: 'Eggs',
    4: 'Fish',
    5: 'Peanuts',
    6: 'Soybeans',
    7: 'Milk (including lactose)',
    8: 'Nuts (tree nuts)',
    9: 'Celery',
    10: 'Mustard',
    11: 'Sesame seeds',
    12: 'Sulphur dioxide and sulphites',
    13: 'Lupin',
    14: 'Molluscs',
  },
} satisfies MenuNumbersCatalogue;
