import { formatCount, plural } from '../format';
import { localise } from '../active';

const allergenCount = (count: number) =>
  `${formatCount(count)} ${plural(count, 'allergene', 'allergeni')}`;

const confirmTitle = 'ATTENZIONE: Stai modificando i tuoi allergeni.';
const confirmQuestion = 'Questo influenzerà la tua sicurezza alimentare. Sei sicuro di voler procedere?';
const confirmAdd = (count: number) => `AGGIUNGI ${allergenCount(count)}`;
const confirmRemove = (count: number) => `RIMUOVI ${allergenCount(count)}`;

export const allergensMessages = {
  /** Italian display names by the allergen's English name; other names are shown as they are. */
  names: {
    Celery: 'Sedano',
    Crustaceans: 'Crostacei',
    Cucumber: 'Cetriolo',
    Eggs: 'Uovo',
    'Fava bean': 'Fava',
    Fish: 'Pesce',
    Garlic: 'Aglio',
    Gluten: 'Glutine',
    Lactose: 'Lattosio',
    Lupin: 'Lupini',
    Milk: 'Latte',
    Molluscs: 'Molluschi',
    Mushrooms: 'Funghi',
    Mustard: 'Senape',
    Nickel: 'Nichel',
    Peanuts: 'Arachidi',
    Rice: 'Riso',
    'Sesame seeds': 'Sesamo',
    Soy: 'Soia',
    Sulphites: 'Solfiti',
    'Tree nuts': 'Frutta a Guscio',
  },
  cardTitle: 'I Miei Allergeni e Intolleranze',
  edit: 'Modifica',
  save: 'Salva',
  cancel: 'Annulla',
  saving: 'Salvataggio...',
  editHint: 'Tocca un allergene per selezionarlo o deselezionarlo.',
  savedCount: (count: number) =>
    `Hai ${allergenCount(count)} ${plural(count, 'salvato', 'salvati')}`,
  unsavedChanges: '(modifiche non salvate)',
  noneSelected: 'Nessun allergene selezionato. Clicca su "Modifica" per aggiungerne.',
  // Confirmation before saving
  confirmTitle,
  confirmAdd,
  confirmRemove,
  confirmQuestion,
  confirmButton: 'Procedi',
  /** The whole confirmation text; lines for zero additions or removals are left out. */
  confirmChanges: (added: number, removed: number) =>
    [
      confirmTitle,
      ...(added > 0 ? [confirmAdd(added)] : []),
      ...(removed > 0 ? [confirmRemove(removed)] : []),
      confirmQuestion,
    ].join('\n\n'),
  // Toasts
  savedTitle: 'Allergeni salvati',
  saved: 'Le tue preferenze allergeni sono state salvate con successo.',
  errorTitle: 'Errore',
  loadFailed: 'Non è stato possibile caricare i tuoi allergeni.',
  updateFailed: "Non è stato possibile aggiornare l'allergene.",
  saveFailed: 'Non è stato possibile salvare gli allergeni.',
  // Validation of the allergen set
  duplicate: 'Lo stesso allergene compare più volte.',
  tooMany: 'Hai selezionato troppi allergeni.',
  integrityWarningTitle: '⚠️ ATTENZIONE: Modifiche rilevate',
  integrityWarning: 'I tuoi allergeni sono stati modificati. Verifica che siano corretti.',
} as const;

localise(allergensMessages, 'allergensMessages');
