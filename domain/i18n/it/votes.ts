import { formatCount } from '../format';
import { localise } from '../active';

export const votesMessages = {
  prompt: 'Ti è stata utile questa recensione?',
  like: 'Mi piace',
  dislike: 'Non mi piace',
  likeLabel: (count: number) => `Mi piace (${formatCount(count)})`,
  dislikeLabel: (count: number) => `Non mi piace (${formatCount(count)})`,
  // Toasts
  accessRequiredTitle: 'Accesso richiesto',
  accessRequired: 'Devi essere autenticato per votare le recensioni.',
  notAllowedTitle: 'Non permesso',
  notAllowed: 'Non puoi votare le tue stesse recensioni.',
  errorTitle: 'Errore',
  voteFailed: 'Non è stato possibile registrare il voto.',
} as const;

localise(votesMessages, 'votesMessages');
