// Rules of the species a user narrows 'Frutta a guscio' or 'Glutine' to
// (docs/product.md#allergen-species). Health data: only the owner reads or
// writes it, nothing here is logged. A species needs its group on the
// caller's own list; a save replaces the whole choice in one transaction.
// Only the allergy card reads it: every verdict stays by group.
import { ALLERGEN_SPECIES, groupOfSpecies, type AllergenSpecies, type AllergenSpeciesSettings } from '../../domain/allergen-species';
import type { AllergenSpeciesInput } from '../../domain/schemas/allergen-species';
import type { Database } from '../db/client';
import type { Executor } from '../db/query';
import { appError } from '../http/app-error';
import { findOwnSpecies, lockOwnGroups, replaceOwnSpecies } from './allergen-species.repository';

const inAnnexOrder = (species: readonly string[]): AllergenSpecies[] => ALLERGEN_SPECIES.filter((one) => species.includes(one));

export async function getOwnSpecies(db: Executor, userId: string): Promise<AllergenSpeciesSettings> {
  return { species: inAnnexOrder((await findOwnSpecies(db, userId)).map((row) => row.species)) };
}

export async function saveOwnSpecies(db: Database, userId: string, input: AllergenSpeciesInput): Promise<AllergenSpeciesSettings> {
  const chosen = inAnnexOrder(input.species);
  await db.transaction(async (tx) => {
    const groups = [...new Set(chosen.map(groupOfSpecies))];
    const own = await lockOwnGroups(tx, userId, groups);
    const rows = chosen.map((species) => {
      const allergenId = own.get(groupOfSpecies(species));
      if (allergenId === undefined) throw appError('species_group_not_yours');
      return { allergenId, species };
    });
    await replaceOwnSpecies(tx, userId, rows);
  });
  return getOwnSpecies(db, userId);
}
