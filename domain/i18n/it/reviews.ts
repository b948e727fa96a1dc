import { plural } from '../format';
import { localise } from '../active';

export const reviewsMessages = {
  addTitle: 'Aggiungi Recensione',
  editTitle: 'Modifica Recensione',
  reviewOf: (restaurantName: string) => `Recensisci ${restaurantName}`,
  fields: {
    rating: 'Valutazione generale',
    cuisineType: 'Tipo di cucina',
    cleanliness: 'Pulizia',
    customerAttention: 'Attenzione al cliente',
    menuFlexibility: 'Flessibilità del menu',
    allergenIndication: 'Indicazione allergeni',
    comment: 'Commento',
    photos: 'Foto',
    allergens: 'Allergeni riscontrati',
  },
  hints: {
    allergenIndication: 'Il locale indica gli allergeni nel menu?',
    comment: 'Facoltativo',
    photos: 'Facoltative, fino a 5 foto.',
    allergens:
      'Nessun allergene è spuntato: spunta solo quelli che questa visita ha riguardato. La recensione conta per un allergene solo se lo spunti.',
    reaction: 'Se rispondi sì, dopo aver pubblicato la recensione ti chiediamo i dettagli, per avvisare chi ha i tuoi stessi allergeni.',
  },
  /** Next to each of the reviewer's own allergens, which come first in the list. */
  ownAllergen: 'tuo allergene',
  reactionQuestion: 'Hai avuto una reazione?',
  reactionAnswers: { no: 'No', yes: 'Sì' },
  reactionRequired: 'Rispondi: hai avuto una reazione?',
  placeholders: {
    cuisineType: 'Seleziona il tipo di cucina',
    comment: 'Racconta la tua esperienza: come hanno gestito le tue allergie?',
  },
  ratingLabels: {
    excellent: 'Eccellente',
    good: 'Buono',
    average: 'Nella media',
    poor: 'Scarso',
  },
  allergenIndicationLabels: {
    yes: 'SI',
    no: 'NO',
    on_request: 'A richiesta',
    unspecified: 'Non specificato',
  },
  starLabel: (stars: number) => `${stars} ${plural(stars, 'stella', 'stelle')} su 5`,
  // Buttons
  submitAdd: 'Pubblica Recensione',
  submitEdit: 'Aggiorna Recensione',
  cancel: 'Annulla',
  adding: 'Aggiungendo...',
  saving: 'Salvando...',
  publishing: 'Pubblicando...',
  updating: 'Aggiornando...',
  // Validation
  ratingRequired: 'Seleziona una valutazione generale.',
  cuisineTypeRequired: 'Seleziona il tipo di cucina.',
  starsRequired: 'Assegna un voto da 1 a 5.',
  allergenIndicationRequired: 'Indica se il locale segnala gli allergeni.',
  commentTooLong: (max: number) => `Il commento può avere al massimo ${max} caratteri.`,
  // Review card
  anonymousAuthor: 'Utente anonimo',
  yourReview: 'La tua recensione:',
  taggedAllergens: 'Allergeni:',
  edited: '(modificata)',
  edit: 'Modifica',
  delete: 'Elimina',
  deleteDialogTitle: 'Eliminare la recensione?',
  deleteDialogText: 'Sei sicuro di voler eliminare questa recensione? Questa azione non può essere annullata.',
  // Toasts
  errorTitle: 'Errore',
  addError: "Si è verificato un errore nell'aggiunta della recensione.",
  updateError: "Si è verificato un errore nell'aggiornamento della recensione.",
  addedTitle: 'Recensione aggiunta!',
  updatedTitle: 'Recensione aggiornata!',
  notFoundOrForbidden: 'Recensione non trovata o non autorizzato.',
} as const;

localise(reviewsMessages, 'reviewsMessages');
