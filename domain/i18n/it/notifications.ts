import { formatCount, plural } from '../format';
import { localise } from '../active';

export const notificationsMessages = {
  title: 'Notifiche',
  bellLabel: (unread: number) =>
    unread > 0
      ? `Notifiche: ${formatCount(unread)} ${plural(unread, 'non letta', 'non lette')}`
      : 'Notifiche',
  badgeOverflow: '9+',
  markAllRead: 'Segna tutte lette',
  empty: 'Nessuna notifica',
  unread: 'Non letta',
  today: 'Oggi',
  yesterday: 'Ieri',
  daysAgo: (days: number) => `${days} giorni fa`,
  openErrorTitle: 'Errore',
  openError: 'Non è stato possibile aprire la recensione.',
  // Stored with the notification when someone votes on your review
  reviewLikeTitle: 'Nuovo mi piace',
  reviewLike: (voterNickname: string, restaurantName: string) =>
    `${voterNickname} ha messo "Mi piace" alla tua recensione di "${restaurantName}".`,
  reviewDislikeTitle: 'Nuovo non mi piace',
  reviewDislike: (voterNickname: string, restaurantName: string) =>
    `${voterNickname} ha messo "Non mi piace" alla tua recensione di "${restaurantName}".`,
  // A voter without a nickname is never named by email or real name.
  someone: 'Un utente',
} as const;

localise(notificationsMessages, 'notificationsMessages');
