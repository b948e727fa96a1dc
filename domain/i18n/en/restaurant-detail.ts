import type { Catalogue } from '../catalogue';
import { plural } from '../format';
import { formatCount } from './format';

export const restaurantDetailMessages = {
  backToList: 'Back to Venues',
  backToMap: 'See on the Map',
  backToMyRestaurants: 'My Venues',
  loading: 'Loading...',
  cuisineType: 'Type of cuisine',
  address: 'Address',
  phone: 'Phone',
  website: 'Website',
  visitWebsite: 'Visit the website',
  call: 'Call',
  addReview: 'Add Review',
  accessRequiredTitle: 'Sign-in required',
  accessRequired: 'You need to sign in to see the venues.',
  signIn: 'Sign in',
  retry: 'Try again',
  // Safety badges: the community's and the viewer's own
  communityBadgeTitle: 'For the community',
  personalBadgeTitle: 'For your allergens',
  personalBasedOn: (count: number) =>
    `based on ${formatCount(count)} ${plural(count, 'review', 'reviews')}`,
  /** `date` already formatted. */
  personalLatest: (date: string) => `latest on ${date}`,
  personalNoAllergens:
    'Save your allergens in your profile to see how safe this venue is for you.',
  personalGoToProfile: 'Go to profile',
  personalUncoveredNone: (allergens: string) => `No recent reviews for: ${allergens}`,
  personalUncoveredOne: (allergens: string) => `Only one person has reviewed recently for: ${allergens}`,
  personalRule:
    'Safe only if each of your allergens has been reviewed in the last 24 months by at least 2 different people and has no open reported reactions.',
  supersededReview: 'Replaced by a more recent review by the same person: it no longer counts in the verdicts.',
  personalNoReviews: (allergens: string) =>
    `No review of this venue concerns your allergens yet (${allergens}).`,
  // Averages
  averagesTitle: 'Average ratings',
  cleanliness: 'Cleanliness',
  customerAttention: 'Attention to customers',
  menuFlexibility: 'Menu flexibility',
  allergenIndication: 'Allergen information',
  /** `average` already formatted with one decimal. */
  averageOutOfFive: (average: string) => `${average}/5`,
  noAverages: 'No ratings yet.',
  allergenIndicationSummary: (label: string, count: number, total: number) =>
    `${label} (${formatCount(count)} of ${formatCount(total)})`,
  // Location and directions (only with coordinates)
  locationTitle: 'Location',
  mapFrameTitle: (name: string) => `Map of ${name}`,
  directionsTitle: 'How to get there',
  directionsText: 'Open the directions in your favourite app.',
  // Reviews
  reviewsTitle: 'Reviews',
  /** The in-page navigation under the verdict. */
  pageSections: 'On this page',
  reviewCount: (count: number) =>
    `${formatCount(count)} ${plural(count, 'review', 'reviews')}`,
  noReviews: 'No reviews yet.',
  moreReviews: 'Show more reviews',
  deletedUser: 'Deleted user',
  reviewPhotoAlt: (index: number, author: string) => `Photo ${index} of ${author}’s review`,
  /** `date` already formatted. */
  reviewDate: (date: string) => `Reviewed on ${date}`,
  mapFrameOffline: 'You are offline: the venue’s map cannot be loaded. The address and directions are still below.',
  writeFirstReview: 'Write the first review',
  // Toasts
  errorTitle: 'Error',
  loadError: 'The restaurant’s details could not be loaded.',
  notFoundTitle: 'Restaurant not found',
  notFound: 'Restaurant not found.',
  deleteReviewError: 'The review could not be deleted.',
  reviewDeletedTitle: 'Success',
  reviewDeleted: 'Review deleted.',
} satisfies Catalogue['restaurantDetail'];
