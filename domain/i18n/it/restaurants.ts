import { formatCount, plural } from '../format';
import { withPreposition } from '../../product';
import { localise } from '../active';

export const restaurantsMessages = {
  accessRequiredTitle: 'Accesso richiesto',
  accessRequired: "Devi effettuare l'accesso per vedere i locali.",
  signIn: 'Accedi',
  header: (count: number) =>
    count === 1 ? 'Cerca tra 1 locale recensito' : `Cerca tra i ${formatCount(count)} locali recensiti`,
  viewOnMap: 'Vedi su Mappa',
  addRestaurant: 'Aggiungi Locale',
  // Search and filters
  searchLabel: 'Cerca locali',
  searchPlaceholder: 'Per Allergie, Città, Nome, Cucina',
  suggestionsLabel: 'Suggerimenti',
  filterTypes: {
    allergen: 'Allergene',
    city: 'Città',
    cuisine: 'Cucina',
    restaurant: 'Ristorante',
    text: 'Testo',
    practice: 'Pratica',
  },
  searchButton: 'Cerca',
  suggestionsStatus: (count: number) =>
    count === 0
      ? 'Nessun suggerimento.'
      : `${formatCount(count)} ${plural(count, 'suggerimento disponibile', 'suggerimenti disponibili')}: usa le frecce su e giù per sceglierne uno.`,
  activeFilters: 'Filtri attivi',
  removeFilter: (label: string) => `Rimuovi filtro ${label}`,
  clearFilters: 'Cancella filtri',
  // List
  listTitle: (appName: string) => `Locali ${withPreposition('su', appName)}`,
  shownOfTotal: (shown: number, total: number) => `${formatCount(shown)} di ${formatCount(total)}`,
  loadMore: 'Visualizza più Locali',
  loading: 'Caricamento locali...',
  loadError: 'Impossibile caricare i locali.',
  retry: 'Riprova',
  // Order of the list (with the user's position: by distance)
  distanceOrder: 'Locali ordinati per distanza dalla tua posizione.',
  alphabeticalOrder: 'Locali in ordine alfabetico.',
  reviewCount: (count: number) =>
    `${formatCount(count)} ${plural(count, 'recensione', 'recensioni')}`,
  /** `distance` already formatted, e.g. '1,2 km'. */
  distance: (distance: string) => `a ${distance}`,
  // Row actions
  discover: 'Scopri',
  review: 'Recensisci',
  edit: 'Modifica',
  delete: 'Elimina',
  editLabel: (name: string) => `Modifica ${name}`,
  deleteLabel: (name: string) => `Elimina ${name}`,
  // Empty states
  emptyForAllergen: (allergen: string) =>
    `Nessun locale trovato con recensioni per l'allergene "${allergen}".`,
  emptyForSearch: 'Nessun locale trovato per la tua ricerca.',
  emptyAll: 'Nessun locale disponibile.',
  addAsNew: (term: string) => `Aggiungi "${term}" come nuovo locale`,
  /** A venue the user added that awaits its first review, found by a search the list answers with nothing. */
  addedByYou: (name: string, place: string) =>
    `Hai già aggiunto "${name}" (${place}): comparirà tra i Locali dopo la prima recensione.`,
  // Delete
  deleteDialogTitle: 'Eliminare il locale?',
  deleteDialogText: (name: string) =>
    `Sei sicuro di voler eliminare "${name}"? Questa azione non può essere annullata.`,
  deleteConfirm: 'Elimina',
  deleteCancel: 'Annulla',
  deleteErrorTitle: 'Errore',
  deleteFailed: (serverMessage: string) =>
    `Non è stato possibile eliminare il locale: ${serverMessage}`,
  notDeleted: 'Il locale non è stato eliminato. Verifica i permessi.',
  deleteError: "Si è verificato un errore nell'eliminazione del locale.",
  deletedTitle: 'Successo',
  deleted: 'Locale eliminato con successo.',
  // Safety badge (green / yellow / orange; grey without reviews)
  safetyLevels: {
    safe: 'Sicuro',
    caution: 'Attenzione',
    unsafe: 'Non sicuro',
    none: 'Nessun dato',
  },
  safetyBadgeLabel: (level: string) => `Sicurezza: ${level}`,
  // How much evidence a badge rests on (docs/product.md#one-person-one-voice)
  fewData: 'Pochi dati',
  basedOnPeople: (count: number) => `basato su ${formatCount(count)} ${plural(count, 'persona', 'persone')}`,
  evidenceRule:
    'Ogni persona conta una volta, con la sua recensione più recente; con meno di 3 persone il giudizio è segnato «Pochi dati».',
  cappedByAlert: 'Non indicato come sicuro finché una reazione segnalata è aperta.',
  /** Display names of cuisine_type values (add form, review forms, places import). */
  cuisineLabels: {
    italian: 'Italiana',
    chinese: 'Cinese',
    japanese: 'Giapponese',
    indian: 'Indiana',
    mexican: 'Messicana',
    french: 'Francese',
    american: 'Americana',
    mediterranean: 'Mediterranea',
    thai: 'Thailandese',
    international: 'Internazionale',
    carne: 'Carne',
    pesce: 'Pesce',
    sushi: 'Sushi',
    vegan: 'Vegana',
    vegetarian: 'Vegetariana',
    pizza: 'Pizza',
    panini: 'Panini',
    piadine: 'Piadine',
    hamburger: 'Hamburger',
    aperitivo: 'Aperitivo',
    pasta: 'Pasta',
    altro: 'Altro',
    africana: 'Africana',
    araba: 'Araba',
    cinese: 'Cinese',
    fusion: 'Fusion',
    giapponese: 'Giapponese',
    indiana: 'Indiana',
    locale: 'Cucina locale',
    'nord-europea': 'Nord-europea',
    pasticceria: 'Pasticceria',
    'sud-americana': 'Sud-americana',
    vietnamita: 'Vietnamita',
    takeaway: 'Da asporto',
    bakery: 'Panetteria',
    cafe: 'Caffetteria',
    bar: 'Bar',
    delivery: 'Consegna a domicilio',
  },
} as const;

localise(restaurantsMessages, 'restaurantsMessages');
