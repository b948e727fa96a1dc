// 'Which ones, exactly?': narrowing 'Tree nuts' and 'Gluten' to the species (profile).
import type { AllergenSpeciesCatalogue } from '../catalogue';

export const allergenSpeciesMessages = {
  /** The profile's names (Annex II items 8 and 1), as the allergy card's English block writes them. */
  species: {
    almond: 'almonds',
    hazelnut: 'hazelnuts',
    walnut: 'walnuts',
    cashew: 'cashews',
    pecan: 'pecan nuts',
    brazil_nut: 'Brazil nuts',
    pistachio: 'pistachio nuts',
    macadamia: 'macadamia nuts',
    wheat: 'wheat',
    rye: 'rye',
    barley: 'barley',
    oats: 'oats',
    spelt: 'spelt',
    kamut: 'Kamut (khorasan wheat)',
  },
  /** The group's heading in the profile, by catalogue name. */
  groups: { 'Tree nuts': 'Nuts (tree nuts)', Gluten: 'Cereals containing gluten' },
  cardTitle: 'Nuts and cereals: which ones, exactly',
  cardHint:
    'If you react only to some of them, choose them: your allergy card will name them. With no choice, the whole group applies. Reviews, reports and alerts stay by group: a review for "Tree nuts" always counts for you too.',
  wholeGroup: 'No choice: the whole group',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Choices saved',
  saveFailed: 'The choices could not be saved.',
  loadFailed: 'The choices could not be loaded.',
  notYourGroup: 'You can choose nuts or cereals only if they are among your allergens.',
} satisfies AllergenSpeciesCatalogue;
