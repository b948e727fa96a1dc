import { formatCount, plural } from '../format';

export const restaurantDetailMessages = {
  backToList: 'Torna ai Locali',
  backToMap: 'Vedi sulla Mappa',
  backToMyRestaurants: 'I Miei Locali',
  loading: 'Caricamento...',
  cuisineType: 'Tipo di cucina',
  address: 'Indirizzo',
  phone: 'Telefono',
  website: 'Sito web',
  visitWebsite: 'Visita il sito',
  call: 'Chiama',
  addReview: 'Aggiungi Recensione',
  // Averages
  averagesTitle: 'Valutazioni medie',
  cleanliness: 'Pulizia',
  customerAttention: 'Attenzione al cliente',
  menuFlexibility: 'Flessibilità del menu',
  allergenIndication: 'Indicazione allergeni',
  /** `average` already formatted with one decimal. */
  averageOutOfFive: (average: string) => `${average}/5`,
  allergenIndicationSummary: (label: string, count: number, total: number) =>
    `${label} (${formatCount(count)} su ${formatCount(total)})`,
  // Location and directions (only with coordinates)
  locationTitle: 'Posizione',
  mapFrameTitle: (name: string) => `Mappa di ${name}`,
  directionsTitle: 'Come arrivare',
  directionsText: 'Apri le indicazioni stradali nella tua app preferita.',
  // Reviews
  reviewsTitle: 'Recensioni',
  reviewCount: (count: number) =>
    `${formatCount(count)} ${plural(count, 'recensione', 'recensioni')}`,
  noReviews: 'Nessuna recensione ancora.',
  writeFirstReview: 'Scrivi la prima recensione',
  // Toasts
  errorTitle: 'Errore',
  loadError: 'Impossibile caricare i dati del ristorante.',
  notFoundTitle: 'Ristorante non trovato',
  notFound: 'Ristorante non trovato.',
  deleteReviewError: 'Impossibile eliminare la recensione.',
  reviewDeletedTitle: 'Successo',
  reviewDeleted: 'Recensione eliminata con successo.',
} as const;
