// 'Quali, esattamente?': narrowing 'Frutta a guscio' and 'Glutine' to the species (profile).
import { localise } from '../active';

export const allergenSpeciesMessages = {
  /** The profile's names (Annex II items 8 and 1, as an Italian menu says them). */
  species: {
    almond: 'mandorle',
    hazelnut: 'nocciole',
    walnut: 'noci',
    cashew: 'anacardi',
    pecan: 'noci di pecan',
    brazil_nut: 'noci del Brasile',
    pistachio: 'pistacchi',
    macadamia: 'noci macadamia',
    wheat: 'frumento (grano)',
    rye: 'segale',
    barley: 'orzo',
    oats: 'avena',
    spelt: 'farro',
    kamut: 'kamut',
  },
  /** The group's heading in the profile, by catalogue name. */
  groups: { 'Tree nuts': 'Frutta a guscio', Gluten: 'Cereali contenenti glutine' },
  cardTitle: 'Frutta a guscio e cereali: quali, esattamente',
  cardHint:
    'Se reagisci solo ad alcuni, indicali: la tua carta allergie li nominerà. Senza scelte vale tutto il gruppo. Recensioni, segnalazioni e avvisi restano per gruppo: una recensione su "Frutta a guscio" vale sempre anche per te.',
  wholeGroup: 'Nessuna scelta: tutto il gruppo',
  save: 'Salva',
  saving: 'Salvataggio...',
  saved: 'Scelte salvate',
  saveFailed: 'Non è stato possibile salvare le scelte.',
  loadFailed: 'Non è stato possibile caricare le scelte.',
  notYourGroup: 'Puoi indicare frutta a guscio o cereali solo se sono tra i tuoi allergeni.',
} as const;

localise(allergenSpeciesMessages, 'allergenSpeciesMessages');
