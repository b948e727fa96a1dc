import { formatCount, plural } from '../format';
import { localise } from '../active';

export const mapMessages = {
  accessRequiredTitle: 'Accesso richiesto',
  accessRequired: "Devi effettuare l'accesso per vedere la mappa dei locali.",
  signIn: 'Accedi',
  // Header
  back: 'Torna ai Locali',
  title: 'Mappa',
  myRestaurantsTitle: 'I Miei Locali',
  filtered: '• Filtrata',
  count: (count: number) => `${formatCount(count)} ${plural(count, 'locale', 'locali')}`,
  showMine: 'I Miei Locali',
  showAll: 'Tutti i Locali',
  myPosition: 'Mia Posizione',
  online: 'Online',
  offline: 'Offline',
  refreshPosition: 'Aggiorna posizione',
  mapLabel: 'Mappa dei locali',
  loading: 'Caricamento mappa...',
  // Marker popup
  reviews: (count: number) => `Recensioni ${formatCount(count)}`,
  averageRating: (average: string) => `Media ${average}/5`,
  discover: 'Scopri',
  call: 'Chiama',
  navigationApps: {
    google: 'Google',
    apple: 'Apple',
    waze: 'Waze',
  },
  yourPosition: 'La tua posizione',
  // Banners
  geolocationUnavailable: 'Geolocalizzazione non disponibile. Centrato su Milano.',
  /** The same banner when the map is centred elsewhere than Milan: a searched city, a link's point, the search's results. */
  geolocationUnavailableAt: (place: string) => `Geolocalizzazione non disponibile. Centrato su ${place}.`,
  geolocationUnavailableOnPoint: 'Geolocalizzazione non disponibile. Centrato sul punto richiesto.',
  geolocationUnavailableOnResults: 'Geolocalizzazione non disponibile. Centrato sui risultati della ricerca.',
  offlinePrefix: 'Offline - ',
  offlineMode: 'Modalità offline - La posizione potrebbe non essere accurata',
  // Failures: say what happened and offer 'Riprova'
  configFailed: 'Impossibile caricare la mappa.',
  configFailedOffline: 'Sei offline: la mappa non può essere caricata finché non torna la connessione.',
  tilesFailed: 'Lo sfondo della mappa non si carica: controlla la connessione.',
  // Toasts
  filterOnTitle: 'Filtro attivato',
  filterOn: (count: number) => `Mostrando solo i tuoi ${formatCount(count)} locali recensiti.`,
  filterOffTitle: 'Filtro rimosso',
  filterOff: (count: number) => `Mostrando tutti i ${formatCount(count)} locali recensiti.`,
  positionUpdatedTitle: 'Posizione aggiornata',
  positionUpdated: 'La mappa è stata ricentrata sulla tua posizione attuale.',
  updatingPositionTitle: 'Aggiornamento posizione',
  updatingPosition: 'Rilevamento della tua posizione in corso...',
  centredOnYouTitle: 'Mia Posizione',
  centredOnYou: 'La mappa mostra i locali intorno a te.',
  newRestaurantTitle: 'Nuovo locale aggiunto!',
  newRestaurant: (name: string) => `${name} è ora disponibile nella mappa.`,
  newReviewTitle: 'Nuova recensione!',
  newReview: 'Un locale è stato appena recensito e potrebbe apparire sulla mappa.',
} as const;

localise(mapMessages, 'mapMessages');
