import { aboutMessages } from './about';
import { alertEmailMessages, alertPreferencesMessages, alertsMessages } from './alerts';
import { allergensMessages } from './allergens';
import { authMessages } from './auth';
import { commonMessages } from './common';
import { consentMessages } from './consent';
import { errorMessages } from './errors';
import { geolocationMessages } from './geolocation';
import { homeMessages } from './home';
import { incidentsMessages } from './incidents';
import { landingMessages } from './landing';
import { legalMessages } from './legal';
import { mapMessages } from './map';
import { mfaMessages } from './mfa';
import { moderationMessages } from './moderation';
import { myRestaurantsMessages } from './my-restaurants';
import { navMessages } from './nav';
import { notFoundMessages } from './not-found';
import { notificationsMessages } from './notifications';
import { offlineMessages } from './offline';
import { photosMessages } from './photos';
import { placesMessages } from './places';
import { profileMessages } from './profile';
import { resetPasswordMessages } from './reset-password';
import { restaurantDetailMessages } from './restaurant-detail';
import { restaurantFormMessages } from './restaurant-form';
import { restaurantsMessages } from './restaurants';
import { reviewsMessages } from './reviews';
import { savedMessages } from './saved';
import { venueStatusMessages } from './venue-status';
import { votesMessages } from './votes';

/**
 * The Italian message catalogue: every user-visible string of the app, but for
 * the parts only some pages show (practices, sensitivity, the allergy card,
 * the allergen species, the menu numbers decoder: their own catalogues in
 * ../catalogue.ts), which their pages import themselves. The app's start chunk
 * holds this object, so a part in it is downloaded by every page, the landing
 * page first, whose JavaScript #43 let grow by 2 KB at most.
 */
export const it = {
  common: commonMessages,
  nav: navMessages,
  landing: landingMessages,
  home: homeMessages,
  about: aboutMessages,
  auth: authMessages,
  resetPassword: resetPasswordMessages,
  profile: profileMessages,
  alerts: alertsMessages,
  alertPreferences: alertPreferencesMessages,
  alertEmail: alertEmailMessages,
  mfa: mfaMessages,
  allergens: allergensMessages,
  notifications: notificationsMessages,
  consent: consentMessages,
  legal: legalMessages,
  notFound: notFoundMessages,
  restaurants: restaurantsMessages,
  restaurantForm: restaurantFormMessages,
  restaurantDetail: restaurantDetailMessages,
  reviews: reviewsMessages,
  incidents: incidentsMessages,
  saved: savedMessages,
  venueStatus: venueStatusMessages,
  photos: photosMessages,
  votes: votesMessages,
  myRestaurants: myRestaurantsMessages,
  map: mapMessages,
  places: placesMessages,
  geolocation: geolocationMessages,
  errors: errorMessages,
  offline: offlineMessages,
  moderation: moderationMessages,
} as const;

export { authErrorMessage, userBannedIndefinitelyMessage, userBannedUntilMessage } from './auth';
export { apiErrorMessage } from './errors';
export type { LegalDocument, LegalParams, LegalSection } from './legal';
