import { formatCount } from '../format';
import { localise } from '../active';

export const photosMessages = {
  label: 'Foto',
  add: 'Aggiungi foto',
  remove: 'Rimuovi foto',
  alt: (index: number) => `Foto ${index}`,
  reviewPhotoAlt: (index: number, restaurantName: string) => `Foto ${index} della recensione di ${restaurantName}`,
  counter: (count: number, max: number) => `${count}/${max} foto`,
  optimizing: 'Ottimizzazione delle immagini...',
  // Toasts
  uploadErrorTitle: 'Errore upload foto',
  /** Progress while the photos go up one by one, before the review is saved. */
  uploadProgress: (current: number, total: number) => `Foto ${current} di ${total}`,
  cancelUpload: 'Annulla caricamento',
  uploadCancelledTitle: 'Caricamento annullato',
  uploadCancelled: 'La recensione non è stata salvata: puoi modificarla e riprovare.',
  uploadError: (file: string) => `Non è stato possibile caricare ${file}: la recensione verrà salvata senza.`,
  tooManyTitle: 'Troppe foto',
  tooMany: (max: number) => `Puoi caricare al massimo ${max} foto per recensione.`,
  invalidFileTitle: 'File non valido',
  notAnImage: (file: string) => `${file} non è un'immagine valida`,
  /** `size` already formatted, e.g. '12.4MB'. */
  tooLarge: (file: string, size: string) => `${file} deve essere inferiore a 10MB (attuale: ${size})`,
  stillTooLargeTitle: 'File ancora troppo grande',
  stillTooLarge: (file: string) => `${file} supera i 2MB anche dopo l'ottimizzazione.`,
  processingErrorTitle: 'Errore elaborazione',
  processingError: (file: string) => `Non è stato possibile elaborare ${file}.`,
  deleteErrorTitle: 'Errore',
  deleteError: 'Non è stato possibile eliminare la foto.',
  deletedTitle: 'Foto eliminata',
  optimizedTitle: 'Immagini ottimizzate!',
  optimized: (count: number) =>
    count === 1 ? '1 immagine pronta per il caricamento.' : `${formatCount(count)} immagini pronte per il caricamento.`,
} as const;

localise(photosMessages, 'photosMessages');
