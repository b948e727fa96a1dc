import type { it } from './it';
import type { allergenSpeciesMessages } from './it/allergen-species';
import type { allergyCardMessages } from './it/allergy-card';
import type { authEmailMessages } from './it/auth-emails';
import type { menuNumbersMessages } from './it/menu-numbers';
import type { practicesMessages } from './it/practices';
import type { sensitivityMessages } from './it/sensitivity';

/**
 * The shape of a message catalogue with its string literal types widened to
 * string: a translation has the same keys, the same arrays and the same
 * function parameters as the Italian catalogue, and any text of its own.
 * Functions keep their parameter types; their results are widened in turn
 * (a text absent for some arguments stays `string | null`).
 */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Widen<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

/** Every user-visible string of the app, as the Italian catalogue (`it`) lays it out. */
export type Catalogue = Widen<typeof it>;

/** The practices texts, loaded only by the pages that show practices (domain/i18n/it/practices.ts). */
export type PracticesCatalogue = Widen<typeof practicesMessages>;

/** The sensitivity texts, loaded only where sensitivity is shown (domain/i18n/it/sensitivity.ts). */
export type SensitivityCatalogue = Widen<typeof sensitivityMessages>;

/** The allergy card's texts, loaded with its page and the profile's link to it (domain/i18n/it/allergy-card.ts). */
export type AllergyCardCatalogue = Widen<typeof allergyCardMessages>;

/** The menu numbers decoder's texts, loaded with its page and the restaurant page's link to it (domain/i18n/it/menu-numbers.ts). */
export type MenuNumbersCatalogue = Widen<typeof menuNumbersMessages>;

/** The allergen species' texts, loaded with the profile's species card and the allergy card (domain/i18n/it/allergen-species.ts). */
export type AllergenSpeciesCatalogue = Widen<typeof allergenSpeciesMessages>;

/** The accounts part's emails and SMS, read by the server only (domain/i18n/it/auth-emails.ts). */
export type AuthEmailsCatalogue = Widen<typeof authEmailMessages>;
