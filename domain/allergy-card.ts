// The allergy card ('La mia carta allergie'): what the user shows restaurant
// staff, in Italian and one other language. Translations of every catalogue
// allergen and of the card's sentence live here, next to the catalogue.
import { ALLERGEN_CATALOGUE, allergenDisplayName, type AllergenName } from './allergens';

export const CARD_LANGUAGES = ['en', 'fr', 'de', 'es'] as const;
export type CardLanguage = (typeof CARD_LANGUAGES)[number];
export const DEFAULT_CARD_LANGUAGE: CardLanguage = 'en';

export const isCardLanguage = (value: unknown): value is CardLanguage => (CARD_LANGUAGES as readonly unknown[]).includes(value);

type CardText = {
  /** The language's own name (shown in the picker and as the card's `lang`). */
  readonly languageName: string;
  /** The language's name in Italian, for the picker's accessible label. */
  readonly italianLanguageName: string;
  readonly allergicTo: string;
  readonly avoidContamination: string;
  readonly allergens: Readonly<Record<AllergenName, string>>;
};

export const ITALIAN_CARD_TEXT = {
  allergicTo: 'Sono allergico a:',
  avoidContamination: 'Per favore evitate anche le contaminazioni.',
} as const;

export const CARD_TEXTS: Readonly<Record<CardLanguage, CardText>> = {
  en: {
    languageName: 'English',
    italianLanguageName: 'Inglese',
    allergicTo: 'I am allergic to:',
    avoidContamination: 'Please also avoid cross-contamination.',
    allergens: {
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
      Soy: 'Soy',
      Sulphites: 'Sulphites',
      'Tree nuts': 'Tree nuts',
    },
  },
  fr: {
    languageName: 'Français',
    italianLanguageName: 'Francese',
    allergicTo: 'Je suis allergique à :',
    avoidContamination: 'Merci d’éviter aussi les contaminations croisées.',
    allergens: {
      Celery: 'Céleri',
      Crustaceans: 'Crustacés',
      Cucumber: 'Concombre',
      Eggs: 'Œufs',
      'Fava bean': 'Fèves',
      Fish: 'Poisson',
      Garlic: 'Ail',
      Gluten: 'Gluten',
      Lactose: 'Lactose',
      Lupin: 'Lupin',
      Milk: 'Lait',
      Molluscs: 'Mollusques',
      Mushrooms: 'Champignons',
      Mustard: 'Moutarde',
      Nickel: 'Nickel',
      Peanuts: 'Arachides',
      Rice: 'Riz',
      'Sesame seeds': 'Graines de sésame',
      Soy: 'Soja',
      Sulphites: 'Sulfites',
      'Tree nuts': 'Fruits à coque',
    },
  },
  de: {
    languageName: 'Deutsch',
    italianLanguageName: 'Tedesco',
    allergicTo: 'Ich bin allergisch gegen:',
    avoidContamination: 'Bitte vermeiden Sie auch Kreuzkontaminationen.',
    allergens: {
      Celery: 'Sellerie',
      Crustaceans: 'Krebstiere',
      Cucumber: 'Gurke',
      Eggs: 'Eier',
      'Fava bean': 'Ackerbohnen',
      Fish: 'Fisch',
      Garlic: 'Knoblauch',
      Gluten: 'Gluten',
      Lactose: 'Laktose',
      Lupin: 'Lupinen',
      Milk: 'Milch',
      Molluscs: 'Weichtiere',
      Mushrooms: 'Pilze',
      Mustard: 'Senf',
      Nickel: 'Nickel',
      Peanuts: 'Erdnüsse',
      Rice: 'Reis',
      'Sesame seeds': 'Sesamsamen',
      Soy: 'Soja',
      Sulphites: 'Sulfite',
      'Tree nuts': 'Schalenfrüchte',
    },
  },
  es: {
    languageName: 'Español',
    italianLanguageName: 'Spagnolo',
    allergicTo: 'Soy alérgico a:',
    avoidContamination: 'Por favor, eviten también la contaminación cruzada.',
    allergens: {
      Celery: 'Apio',
      Crustaceans: 'Crustáceos',
      Cucumber: 'Pepino',
      Eggs: 'Huevos',
      'Fava bean': 'Habas',
      Fish: 'Pescado',
      Garlic: 'Ajo',
      Gluten: 'Gluten',
      Lactose: 'Lactosa',
      Lupin: 'Altramuces',
      Milk: 'Leche',
      Molluscs: 'Moluscos',
      Mushrooms: 'Setas',
      Mustard: 'Mostaza',
      Nickel: 'Níquel',
      Peanuts: 'Cacahuetes',
      Rice: 'Arroz',
      'Sesame seeds': 'Sésamo',
      Soy: 'Soja',
      Sulphites: 'Sulfitos',
      'Tree nuts': 'Frutos de cáscara',
    },
  },
};

export type CardAllergen = { name: string; emoji: string | null; italian: string; translated: string };

const CATALOGUE_BY_NAME = new Map<string, (typeof ALLERGEN_CATALOGUE)[number]>(ALLERGEN_CATALOGUE.map((a) => [a.name, a]));

/**
 * The card's lines, in Italian order. A name outside the catalogue (added to
 * the table later) is shown as it is in both languages, never dropped: a
 * missing allergen on this card is the one mistake it must not make.
 */
export function cardAllergens(englishNames: readonly string[], language: CardLanguage): CardAllergen[] {
  const texts = CARD_TEXTS[language].allergens as Readonly<Record<string, string | undefined>>;
  return [...new Set(englishNames)]
    .map((name) => ({
      name,
      emoji: CATALOGUE_BY_NAME.get(name)?.emoji ?? null,
      italian: allergenDisplayName(name),
      translated: texts[name] ?? name,
    }))
    .sort((a, b) => a.italian.localeCompare(b.italian, 'it'));
}

/** 'Sono allergico a: Glutine, Arachidi. Per favore evitate anche le contaminazioni.' */
export function italianCardSentence(allergens: readonly CardAllergen[]): string {
  return `${ITALIAN_CARD_TEXT.allergicTo} ${allergens.map((a) => a.italian).join(', ')}. ${ITALIAN_CARD_TEXT.avoidContamination}`;
}

export function translatedCardSentence(allergens: readonly CardAllergen[], language: CardLanguage): string {
  const text = CARD_TEXTS[language];
  return `${text.allergicTo} ${allergens.map((a) => a.translated).join(', ')}. ${text.avoidContamination}`;
}
