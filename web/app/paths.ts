// Every URL of the app in one place; pages and links build URLs only from here.
import { EMAIL_LINK_ROUTES } from '@domain/email-links';

const RESTAURANT_MAP = '/restaurants/map';
const withId = (build: (id: string) => string, pattern: string) => Object.assign(build, { pattern });

export const paths = {
  landing: '/',
  info: '/home',
  auth: EMAIL_LINK_ROUTES.auth,
  resetPassword: EMAIL_LINK_ROUTES.resetPassword,
  profile: EMAIL_LINK_ROUTES.profile,
  allergyCard: '/profile/allergy-card',
  restaurants: '/restaurants',
  restaurantSearch: '/restaurants/search',
  restaurantMap: RESTAURANT_MAP,
  restaurantDetail: withId((id) => `/restaurants/${encodeURIComponent(id)}`, '/restaurants/:restaurantId'),
  restaurantEdit: withId((id) => `/restaurants/${encodeURIComponent(id)}/edit`, '/restaurants/:restaurantId/edit'),
  restaurantReview: withId((id) => `/restaurants/${encodeURIComponent(id)}/review`, '/restaurants/:restaurantId/review'),
  reviewEdit: withId((id) => `/reviews/${encodeURIComponent(id)}/edit`, '/reviews/:reviewId/edit'),
  addRestaurant: '/add-restaurant',
  /** The add form with the name prefilled (`?name=`). */
  addRestaurantNamed: (name: string) => `/add-restaurant?${new URLSearchParams({ name }).toString()}`,
  /** The map centred on a restaurant (`?lat&lng&restaurant=`); the plain map without coordinates. */
  restaurantMapFor: (restaurant: { id: string; latitude: number | null; longitude: number | null }) =>
    restaurant.latitude === null || restaurant.longitude === null
      ? RESTAURANT_MAP
      : `${RESTAURANT_MAP}?${new URLSearchParams({
          lat: String(restaurant.latitude),
          lng: String(restaurant.longitude),
          restaurant: restaurant.id,
        }).toString()}`,
  /** Target of 'edit reviews' in the spec's My restaurants (`?restaurant_id=`): opens that restaurant's review form. */
  addReview: '/add-review',
  myRestaurants: '/my-restaurants',
  about: '/about',
  cookiesPolicy: '/cookies-policy',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  intellectualProperty: '/intellectual-property',
} as const;

/** Same-origin API endpoints the web app calls (see server/). */
export const apiPaths = {
  memberCount: '/rest/v1/rpc/get_total_user_count',
  restaurants: '/rest/v1/restaurants',
  restaurantSuggestions: '/rest/v1/restaurants/suggestions',
  restaurant: (id: string) => `/rest/v1/restaurants/${encodeURIComponent(id)}`,
  /** The restaurant with its `reviews` newest reviews. */
  restaurantDetail: (id: string, reviews: number) => `/rest/v1/restaurants/${encodeURIComponent(id)}?reviews=${reviews}`,
  myRestaurants: '/rest/v1/my-restaurants',
  myRestaurant: (id: string) => `/rest/v1/my-restaurants/${encodeURIComponent(id)}`,
  notifications: '/rest/v1/notifications',
  notificationRead: (id: string) => `/rest/v1/notifications/${encodeURIComponent(id)}/read`,
  notificationsReadAll: '/rest/v1/notifications/read-all',
  reviewVotes: (id: string) => `/rest/v1/reviews/${encodeURIComponent(id)}/votes`,
  reviews: '/rest/v1/reviews',
  review: (id: string) => `/rest/v1/reviews/${encodeURIComponent(id)}`,
  reviewPhoto: (id: string, photoId: string) => `/rest/v1/reviews/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`,
  mapRestaurants: '/rest/v1/map/restaurants',
  mapConfig: '/rest/v1/map/config',
  geocode: '/functions/v1/geocode',
  placesProxy: '/functions/v1/google-places-proxy',
} as const;
