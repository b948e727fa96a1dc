// Every URL of the app in one place; pages and links build URLs only from here.
// The patterns come from domain/web-routes.ts, which the server reads too.
import { WEB_ROUTES } from '@domain/web-routes';

const RESTAURANT_MAP = WEB_ROUTES.restaurantMap;
export const REPORT_REACTION_PARAM = 'segnala';
export const REPORT_REACTION_VALUE = 'reazione';
const withId = (build: (id: string) => string, pattern: string) => Object.assign(build, { pattern });

export const paths = {
  landing: WEB_ROUTES.landing,
  info: WEB_ROUTES.info,
  auth: WEB_ROUTES.auth,
  resetPassword: WEB_ROUTES.resetPassword,
  profile: WEB_ROUTES.profile,
  allergyCard: WEB_ROUTES.allergyCard,
  menuNumbers: WEB_ROUTES.menuNumbers,
  restaurants: WEB_ROUTES.restaurants,
  restaurantSearch: WEB_ROUTES.restaurantSearch,
  restaurantMap: RESTAURANT_MAP,
  restaurantDetail: withId((id) => `/restaurants/${encodeURIComponent(id)}`, WEB_ROUTES.restaurantDetail),
  /** A restaurant's page with its reaction form open (`?segnala=reazione`): where 'Sì' to 'Hai avuto una reazione?' leads. */
  reportReaction: (id: string) => `/restaurants/${encodeURIComponent(id)}?${REPORT_REACTION_PARAM}=${REPORT_REACTION_VALUE}`,
  restaurantEdit: withId((id) => `/restaurants/${encodeURIComponent(id)}/edit`, WEB_ROUTES.restaurantEdit),
  restaurantReview: withId((id) => `/restaurants/${encodeURIComponent(id)}/review`, WEB_ROUTES.restaurantReview),
  reviewEdit: withId((id) => `/reviews/${encodeURIComponent(id)}/edit`, WEB_ROUTES.reviewEdit),
  addRestaurant: WEB_ROUTES.addRestaurant,
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
  addReview: WEB_ROUTES.addReview,
  myRestaurants: WEB_ROUTES.myRestaurants,
  saved: WEB_ROUTES.saved,
  about: WEB_ROUTES.about,
  cookiesPolicy: WEB_ROUTES.cookiesPolicy,
  privacyPolicy: WEB_ROUTES.privacyPolicy,
  termsAndConditions: WEB_ROUTES.termsAndConditions,
  intellectualProperty: WEB_ROUTES.intellectualProperty,
  moderation: WEB_ROUTES.moderation,
  decision: withId((id) => `/decisioni/${encodeURIComponent(id)}`, WEB_ROUTES.decision),
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
  /** Reaction reports of a restaurant (GET, POST) and one report (PATCH, DELETE). */
  restaurantIncidents: (id: string) => `/rest/v1/restaurants/${encodeURIComponent(id)}/incidents`,
  incident: (id: string) => `/rest/v1/incidents/${encodeURIComponent(id)}`,
  /** Closed or new management: the caller's claim about a restaurant (GET, PUT, DELETE). */
  restaurantStatus: (id: string) => `/rest/v1/restaurants/${encodeURIComponent(id)}/status`,
  restaurantStatusClaims: (id: string) => `/rest/v1/restaurants/${encodeURIComponent(id)}/status/claims`,
  restaurantPracticeStances: (id: string) => `/rest/v1/restaurants/${encodeURIComponent(id)}/practices/stances`,
  saved: '/rest/v1/saved',
  pushKey: '/rest/v1/push/key',
  alertPreferences: '/rest/v1/alerts/preferences',
  pushDevices: '/rest/v1/push/devices',
  pushDevice: (id: string) => `/rest/v1/push/devices/${encodeURIComponent(id)}`,
  savedIds: '/rest/v1/saved/ids',
  savedRestaurant: (id: string) => `/rest/v1/saved/${encodeURIComponent(id)}`,
  mapRestaurants: '/rest/v1/map/restaurants',
  mapConfig: '/rest/v1/map/config',
  geocode: '/functions/v1/geocode',
  placesProxy: '/functions/v1/google-places-proxy',
} as const;
