// 'Salva' and the page 'Salvati' (docs/product.md#saved-venues).
import { formatCount, plural } from '../format';
import { localise } from '../active';

export const savedMessages = {
  save: 'Salva',
  saved: 'Salvato',
  savedToast: 'Locale salvato',
  savedToastText: 'Riceverai una notifica quando cambia qualcosa.',
  removedToast: 'Locale rimosso dai salvati',
  saveError: 'Non è stato possibile aggiornare i locali salvati.',
  pageTitle: 'Salvati',
  pageIntro: 'I locali che segui: ricevi una notifica per reazioni segnalate, cambi di stato e recensioni per i tuoi allergeni.',
  count: (count: number) => `${formatCount(count)} ${plural(count, 'locale salvato', 'locali salvati')}`,
  empty: 'Non hai ancora salvato nessun locale.',
  goToList: 'Vai ai locali',
  loadError: 'Non è stato possibile caricare i locali salvati.',
  retry: 'Riprova',
  link: 'Salvati',
  // Stored with the notification
  reviewForYouTitle: 'Nuova recensione per te',
  reviewForYou: (restaurantName: string) =>
    `"${restaurantName}" ha una nuova recensione che riguarda uno dei tuoi allergeni.`,
} as const;

localise(savedMessages, 'savedMessages');
