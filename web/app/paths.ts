// Every URL of the app in one place; pages and links build URLs only from here.
const RESTAURANT_MAP = '/restaurants/map';
const withId = (build: (id: string) => string, pattern: string) => Object.assign(build, { pattern });

export const paths = {
  landing: '/',
  info: '/home',
  auth: '/auth',
  resetPassword: '/reset-password',
  profile: '/profile',
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
  /** Target of 'edit reviews' in My restaurants (`?restaurant_id=`); its handling is not specified. */
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
} as const;
