import { formatCount, plural } from '../format';
import { localise } from '../active';

const reviewCount = (count: number) => `${formatCount(count)} ${plural(count, 'recensione', 'recensioni')}`;

export const sensitivityMessages = {
  levels: {
    intolerance: 'intolleranza',
    allergy: 'allergia',
    coeliac: 'celiachia',
    severe_allergy: 'allergia grave (anafilassi)',
  },
  // Profile
  cardTitle: 'Quanto sei sensibile',
  cardHint: 'Per ognuno dei tuoi allergeni, il livello. È un dato sulla salute: resta privato finché non scegli di mostrarlo.',
  levelLabel: (allergen: string) => `Livello per ${allergen}`,
  notSet: 'Non indicato',
  showOnReviews: 'Mostra il mio livello nelle recensioni',
  noAllergens: 'Aggiungi prima i tuoi allergeni: potrai poi indicare il livello di ciascuno.',
  save: 'Salva livelli',
  saving: 'Salvataggio...',
  saved: 'Livelli salvati',
  saveFailed: 'Non è stato possibile salvare i livelli.',
  loadFailed: 'Non è stato possibile caricare i livelli.',
  // Review card
  reviewerLevel: (allergen: string, level: string) => `${allergen}: ${level}`,
  reviewerLevelsLabel: 'Livello di chi scrive',
  // Restaurant page
  onlyAsSensitive: 'recensioni di persone sensibili quanto me',
  onlyAsSensitiveCount: (count: number) => `Solo le recensioni di persone sensibili quanto me (${formatCount(count)})`,
  asSensitiveEmpty: 'Nessuna recensione di persone sensibili quanto te, per ora.',
  personalFromAsSensitive: (count: number) =>
    `${reviewCount(count)} di persone sensibili quanto te`,
  // Errors
  levelNotAllowed: 'Questo livello non vale per questo allergene.',
  notYourAllergen: 'Puoi indicare il livello solo dei tuoi allergeni.',
} as const;

localise(sensitivityMessages, 'sensitivityMessages');
