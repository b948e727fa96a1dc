import type { AllergyCardCatalogue } from '../catalogue';
export const allergyCardMessages = {
  title: 'My allergy card',
  profileCardText:
    'Show restaurant staff your allergens in Italian and in another language, with your sensitivity level, the menu numbers and where they can hide. Once opened, the card also works offline and can be printed or shared as an image.',
  open: 'Open the allergy card',
  backToProfile: 'Back to Profile',
  languageLabel: 'Second language of the card',
  genderLabel: 'Grammatical gender of the sentences',
  genders: {
    neutral: 'Neutral (Non posso mangiare:)',
    feminine: 'Feminine (Sono allergica o intollerante a:)',
    masculine: 'Masculine (Sono allergico o intollerante a:)',
  },
  print: 'Print',
  share: 'Share as an image',
  sharing: 'Preparing the image...',
  shareFailed: 'The image of the card could not be created.',
  imageFileName: 'allergy-card.png',
  menuNumbers: 'Read the menu numbers',
  loading: 'Loading the card...',
  noAllergens: 'You have not saved any allergens yet: add them in your profile to create the card.',
  goToProfile: 'Go to Profile',
  loadFailed: 'Your allergens could not be loaded. Connect to the internet and try again.',
  savedCopy: (date: string) => `Copy saved on the device on ${date}.`,
  cardLabel: 'Allergy card to show to staff',
  annexNumberLabel: (number: string) => `Allergen number ${number} of Regulation (EU) No 1169/2011`,
} satisfies AllergyCardCatalogue;
