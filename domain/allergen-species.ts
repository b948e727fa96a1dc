// Tree nuts and gluten cereals as Annex II of Reg. UE 1169/2011 names them
// (item 8: mandorle, nocciole, noci, noci di acagiù, noci di pecan, noci del
// Brasile, pistacchi, noci macadamia; item 1: grano (farro e grano khorasan),
// segale, orzo, avena). A user may narrow 'Frutta a guscio' or 'Glutine' to
// the species they react to (docs/product.md#allergen-species): health data,
// private. The choice only names them on the allergy card. Reviews, reports,
// filters, badges and the menu numbers verdict stay by group: a review tagged
// 'Frutta a guscio' still concerns someone allergic to cashews alone, so a
// species choice can never make anything look safer.
import { allergenSpeciesMessages } from './i18n/it/allergen-species';

/** The catalogue groups that can be narrowed (English catalogue names). */
export const SPECIES_GROUPS = ['Tree nuts', 'Gluten'] as const;
export type SpeciesGroup = (typeof SPECIES_GROUPS)[number];

/** Each group's species, in the Annex's order (cereals: the usual Italian menu list). */
export const SPECIES_BY_GROUP = {
  'Tree nuts': ['almond', 'hazelnut', 'walnut', 'cashew', 'pecan', 'brazil_nut', 'pistachio', 'macadamia'],
  Gluten: ['wheat', 'rye', 'barley', 'oats', 'spelt', 'kamut'],
} as const satisfies Record<SpeciesGroup, readonly string[]>;

export type AllergenSpecies = (typeof SPECIES_BY_GROUP)[SpeciesGroup][number];

export const ALLERGEN_SPECIES: readonly AllergenSpecies[] = SPECIES_GROUPS.flatMap((group) => SPECIES_BY_GROUP[group]);

export const isAllergenSpecies = (value: unknown): value is AllergenSpecies =>
  (ALLERGEN_SPECIES as readonly unknown[]).includes(value);

export const isSpeciesGroup = (value: unknown): value is SpeciesGroup => (SPECIES_GROUPS as readonly unknown[]).includes(value);

/** The group a species belongs to. */
export function groupOfSpecies(species: AllergenSpecies): SpeciesGroup {
  return (SPECIES_BY_GROUP['Tree nuts'] as readonly string[]).includes(species) ? 'Tree nuts' : 'Gluten';
}

/** The profile's Italian name of a species ('anacardi'). */
export const speciesItalianName = (species: AllergenSpecies): string => allergenSpeciesMessages.species[species];

/**
 * The species chosen for one group, each once, in the Annex's order; an empty
 * list means the whole group (nothing was narrowed).
 */
export function speciesOfGroup(chosen: readonly string[], group: string): AllergenSpecies[] {
  if (!isSpeciesGroup(group)) return [];
  return SPECIES_BY_GROUP[group].filter((species) => chosen.includes(species));
}

/** The caller's choices (GET and PUT /rest/v1/me/allergen-species). */
export type AllergenSpeciesSettings = { species: AllergenSpecies[] };
