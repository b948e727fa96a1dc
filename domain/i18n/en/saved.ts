// 'Save' and the 'Saved' page (docs/product.md#saved-venues).
import type { Catalogue } from '../catalogue';
import { plural } from '../format';
import { formatCount } from './format';

export const savedMessages = {
  save: 'Save',
  saved: 'Saved',
  savedToast: 'Venue saved',
  savedToastText: 'You will get a notification when something changes.',
  removedToast: 'Venue removed from saved',
  saveError: 'Your saved venues could not be updated.',
  pageTitle: 'Saved',
  pageIntro: 'The venues you follow: you get a notification for reported reactions, status changes and reviews for your allergens.',
  count: (count: number) => `${formatCount(count)} saved ${plural(count, 'venue', 'venues')}`,
  empty: 'You have not saved any venue yet.',
  goToList: 'Go to venues',
  loadError: 'Your saved venues could not be loaded.',
  retry: 'Try again',
  link: 'Saved',
  // Stored with the notification
  reviewForYouTitle: 'New review for you',
  reviewForYou: (restaurantName: string) =>
    `"${restaurantName}" has a new review that concerns one of your allergens.`,
} satisfies Catalogue['saved'];
