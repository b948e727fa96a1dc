import { withPreposition } from '../../product';
import { localise } from '../active';

export const placesMessages = {
  title: 'Cerca Locale',
  backToList: 'Locali',
  addManually: 'Aggiungi',
  searchLabel: 'Cerca locali su Google Places',
  searchPlaceholder: 'Cerca locali su Google Places...',
  sortingByDistance: '📍 Ordinamento per vicinanza attivo',
  positionError: (error: string) => `⚠️ Impossibile rilevare la posizione: ${error}`,
  emptyTitle: 'Cerca un locale su Google Places',
  emptyText: 'Scrivi il nome del locale, la città o il tipo di cucina',
  minCharacters: (min: number) => `Scrivi almeno ${min} caratteri per cercare.`,
  loading: 'Caricamento risultati...',
  noResults: (query: string) => `Nessun locale trovato per "${query}".`,
  // Result card
  add: 'Aggiungi',
  maps: 'Maps',
  openNow: 'Aperto ora',
  closed: 'Chiuso',
  ratingLabel: (rating: string) => `Valutazione ${rating} su 5`,
  priceLevelLabel: (level: number) => `Fascia di prezzo ${level} su 4`,
  addTo: (appName: string) => `Aggiungi ${withPreposition('a', appName)}`,
  viewOnGoogleMaps: 'Vedi su Google Maps',
  photoAlt: (name: string) => `Foto di ${name}`,
  adding: 'Aggiungendo...',
  // Toasts
  errorTitle: 'Errore',
  detailsError: 'Impossibile ottenere i dettagli del locale.',
  // The places proxy's answers when a venue or a photo is missing (server/places)
  venueNotFound: 'Locale non trovato.',
  photoNotFound: 'Foto non trovata.',
  photoUnavailable: 'Foto non disponibile.',
  addError: "Si è verificato un errore nell'aggiunta del locale.",
  duplicateTitle: (appName: string) => `Locale già presente ${withPreposition('in', appName)}`,
  duplicate: (name: string) => `${name} è già nella lista.`,
  addedTitle: 'Locale aggiunto!',
  added: (name: string) => `${name} è stato aggiunto alla tua lista.`,
} as const;

localise(placesMessages, 'placesMessages');
