import { localise } from '../active';
export const myRestaurantsMessages = {
  title: 'I Miei Locali',
  backToProfile: 'Torna al Profilo',
  loading: 'Caricamento...',
  empty: 'Non hai ancora recensito nessun locale.',
  emptyCta: 'Esplora i Locali',
  discover: 'Scopri',
  editReviews: 'Modifica recensioni',
  remove: 'Rimuovi',
  call: 'Chiama',
  loadMore: 'Mostra altri locali',
  // Restaurants the user added that nobody has reviewed yet (not in the list, search or map until then)
  awaitingTitle: 'Aggiunti da te, in attesa di recensione',
  awaitingText: 'Compaiono tra i Locali, nella ricerca e sulla mappa dopo la prima recensione.',
  removeDialogTitle: 'Rimuovere il locale?',
  removeDialogText: (name: string) =>
    `Vuoi rimuovere "${name}" dai tuoi locali? Tutte le tue recensioni di questo locale verranno eliminate.`,
  removeConfirm: 'Rimuovi',
  removeCancel: 'Annulla',
  // Toasts
  errorTitle: 'Errore',
  removeFailed: 'Non è stato possibile rimuovere il locale.',
  removedTitle: 'Locale rimosso',
} as const;

localise(myRestaurantsMessages, 'myRestaurantsMessages');
