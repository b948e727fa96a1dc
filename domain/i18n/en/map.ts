import type { Catalogue } from '../catalogue';
import { plural } from '../format';
import { formatCount } from './format';

export const mapMessages = {
  accessRequiredTitle: 'Sign-in required',
  accessRequired: 'You need to sign in to see the map of venues.',
  signIn: 'Sign in',
  // Header
  back: 'Back to Venues',
  title: 'Map',
  myRestaurantsTitle: 'My Venues',
  filtered: '• Filtered',
  count: (count: number) => `${formatCount(count)} ${plural(count, 'venue', 'venues')}`,
  showMine: 'My Venues',
  showAll: 'All Venues',
  myPosition: 'My Location',
  online: 'Online',
  offline: 'Offline',
  refreshPosition: 'Update location',
  mapLabel: 'Map of venues',
  loading: 'Loading map...',
  // Marker popup
  reviews: (count: number) => `${plural(count, 'Review', 'Reviews')} ${formatCount(count)}`,
  averageRating: (average: string) => `Average ${average}/5`,
  discover: 'Discover',
  call: 'Call',
  navigationApps: {
    google: 'Google',
    apple: 'Apple',
    waze: 'Waze',
  },
  yourPosition: 'Your location',
  // Banners
  geolocationUnavailable: 'Geolocation unavailable. Centred on Milan.',
  /** The same banner when the map is centred elsewhere than Milan: a searched city, a link's point, the search's results. */
  geolocationUnavailableAt: (place: string) => `Geolocation unavailable. Centred on ${place}.`,
  geolocationUnavailableOnPoint: 'Geolocation unavailable. Centred on the requested point.',
  geolocationUnavailableOnResults: 'Geolocation unavailable. Centred on the search results.',
  offlinePrefix: 'Offline - ',
  offlineMode: 'Offline mode - Your location may not be accurate',
  // Failures: say what happened and offer 'Try again'
  configFailed: 'The map could not be loaded.',
  configFailedOffline: 'You are offline: the map cannot be loaded until the connection comes back.',
  tilesFailed: 'The map background is not loading: check your connection.',
  // Toasts
  filterOnTitle: 'Filter on',
  filterOn: (count: number) => `Showing only your ${formatCount(count)} reviewed ${plural(count, 'venue', 'venues')}.`,
  filterOffTitle: 'Filter removed',
  filterOff: (count: number) => `Showing all ${formatCount(count)} reviewed ${plural(count, 'venue', 'venues')}.`,
  positionUpdatedTitle: 'Location updated',
  positionUpdated: 'The map has been centred again on your current location.',
  updatingPositionTitle: 'Updating location',
  updatingPosition: 'Finding your location...',
  centredOnYouTitle: 'My Location',
  centredOnYou: 'The map shows the venues around you.',
  newRestaurantTitle: 'New venue added!',
  newRestaurant: (name: string) => `${name} is now on the map.`,
  newReviewTitle: 'New review!',
  newReview: 'A venue has just been reviewed and may appear on the map.',
} satisfies Catalogue['map'];
