import { formatCount, plural } from '../format';
import { localise } from '../active';

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
  accessRequiredTitle: 'Accesso richiesto',
  accessRequired: "Devi effettuare l'accesso per vedere i locali.",
  signIn: 'Accedi',
  retry: 'Riprova',
  // Safety badges: the community's and the viewer's own
  communityBadgeTitle: 'Per la community',
  personalBadgeTitle: 'Per i tuoi allergeni',
  personalBasedOn: (count: number) =>
    `basato su ${formatCount(count)} ${plural(count, 'recensione', 'recensioni')}`,
  /** `date` already formatted in it-IT. */
  personalLatest: (date: string) => `ultima il ${date}`,
  personalNoAllergens:
    'Salva i tuoi allergeni nel profilo per vedere quanto è sicuro questo locale per te.',
  personalGoToProfile: 'Vai al profilo',
  personalUncoveredNone: (allergens: string) => `Nessuna recensione recente per: ${allergens}`,
  personalUncoveredOne: (allergens: string) => `Una sola persona ha recensito di recente per: ${allergens}`,
  personalRule:
    'Sicuro solo se ognuno dei tuoi allergeni è stato recensito negli ultimi 24 mesi da almeno 2 persone diverse e non ha reazioni segnalate aperte.',
  supersededReview: 'Sostituita da una recensione più recente della stessa persona: non conta più nei giudizi.',
  personalNoReviews: (allergens: string) =>
    `Nessuna recensione di questo locale riguarda ancora i tuoi allergeni (${allergens}).`,
  // Averages
  averagesTitle: 'Valutazioni medie',
  cleanliness: 'Pulizia',
  customerAttention: 'Attenzione al cliente',
  menuFlexibility: 'Flessibilità del menu',
  allergenIndication: 'Indicazione allergeni',
  /** `average` already formatted with one decimal. */
  averageOutOfFive: (average: string) => `${average}/5`,
  noAverages: 'Nessuna valutazione ancora.',
  allergenIndicationSummary: (label: string, count: number, total: number) =>
    `${label} (${formatCount(count)} su ${formatCount(total)})`,
  // Location and directions (only with coordinates)
  locationTitle: 'Posizione',
  mapFrameTitle: (name: string) => `Mappa di ${name}`,
  directionsTitle: 'Come arrivare',
  directionsText: 'Apri le indicazioni stradali nella tua app preferita.',
  // Reviews
  reviewsTitle: 'Recensioni',
  /** The in-page navigation under the verdict. */
  pageSections: 'In questa pagina',
  reviewCount: (count: number) =>
    `${formatCount(count)} ${plural(count, 'recensione', 'recensioni')}`,
  noReviews: 'Nessuna recensione ancora.',
  moreReviews: 'Mostra altre recensioni',
  deletedUser: 'Utente eliminato',
  reviewPhotoAlt: (index: number, author: string) => `Foto ${index} della recensione di ${author}`,
  /** `date` already formatted in it-IT. */
  reviewDate: (date: string) => `Recensione del ${date}`,
  mapFrameOffline: 'Sei offline: la mappa del locale non può essere caricata. Indirizzo e indicazioni restano qui sotto.',
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

localise(restaurantDetailMessages, 'restaurantDetailMessages');
