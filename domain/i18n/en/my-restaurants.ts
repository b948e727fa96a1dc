import type { Catalogue } from '../catalogue';
export const myRestaurantsMessages = {
  title: 'My Venues',
  backToProfile: 'Back to Profile',
  loading: 'Loading...',
  empty: 'You have not reviewed any venue yet.',
  emptyCta: 'Explore Venues',
  discover: 'Discover',
  editReviews: 'Edit reviews',
  remove: 'Remove',
  call: 'Call',
  loadMore: 'Show more venues',
  // Restaurants the user added that nobody has reviewed yet (not in the list, search or map until then)
  awaitingTitle: 'Added by you, awaiting a review',
  awaitingText: 'They appear among the Venues, in search and on the map after their first review.',
  removeDialogTitle: 'Remove the venue?',
  removeDialogText: (name: string) =>
    `Do you want to remove "${name}" from your venues? All your reviews of this venue will be deleted.`,
  removeConfirm: 'Remove',
  removeCancel: 'Cancel',
  // Toasts
  errorTitle: 'Error',
  removeFailed: 'The venue could not be removed.',
  removedTitle: 'Venue removed',
} satisfies Catalogue['myRestaurants'];
