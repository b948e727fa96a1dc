import type { Catalogue } from '../catalogue';
import { plural } from '../format';
import { formatCount } from './format';

export const notificationsMessages = {
  title: 'Notifications',
  bellLabel: (unread: number) =>
    unread > 0 ? `Notifications: ${formatCount(unread)} unread` : 'Notifications',
  badgeOverflow: '9+',
  markAllRead: 'Mark all as read',
  empty: 'No notifications',
  unread: 'Unread',
  today: 'Today',
  yesterday: 'Yesterday',
  daysAgo: (days: number) => `${formatCount(days)} ${plural(days, 'day', 'days')} ago`,
  openErrorTitle: 'Error',
  openError: 'The review could not be opened.',
  // Stored with the notification when someone votes on your review
  reviewLikeTitle: 'New like',
  reviewLike: (voterNickname: string, restaurantName: string) =>
    `${voterNickname} liked your review of "${restaurantName}".`,
  reviewDislikeTitle: 'New dislike',
  reviewDislike: (voterNickname: string, restaurantName: string) =>
    `${voterNickname} disliked your review of "${restaurantName}".`,
  // A voter without a nickname is never named by email or real name.
  someone: 'A user',
} satisfies Catalogue['notifications'];
