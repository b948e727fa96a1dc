// The web app's page routes, as react-router patterns: web/app/paths.ts builds
// its links and routes from them, and the server answers a browser's request
// for any other path with the app's 404 page and status 404 (not a 200 "soft
// 404"). Pure data and a matcher, so the server reads them without React.
import { EMAIL_LINK_ROUTES } from './email-links';

export const WEB_ROUTES = {
  landing: '/',
  info: '/home',
  auth: EMAIL_LINK_ROUTES.auth,
  resetPassword: EMAIL_LINK_ROUTES.resetPassword,
  profile: EMAIL_LINK_ROUTES.profile,
  allergyCard: '/profile/allergy-card',
  menuNumbers: '/menu-numbers',
  restaurants: '/restaurants',
  restaurantSearch: '/restaurants/search',
  restaurantMap: '/restaurants/map',
  restaurantDetail: '/restaurants/:restaurantId',
  restaurantEdit: '/restaurants/:restaurantId/edit',
  restaurantReview: '/restaurants/:restaurantId/review',
  reviewEdit: '/reviews/:reviewId/edit',
  addRestaurant: '/add-restaurant',
  addReview: '/add-review',
  myRestaurants: '/my-restaurants',
  saved: '/saved',
  about: '/about',
  cookiesPolicy: '/cookies-policy',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  intellectualProperty: '/intellectual-property',
  moderation: '/moderation',
  decision: '/decisioni/:actionId',
} as const;

/**
 * The pages anyone can read without an account: the ones a search engine may
 * list (sitemap.xml). The menu numbers decoder is for anyone too (signed out it
 * reads the numbers and asks to sign in only for the user's own verdict).
 */
export const PUBLIC_WEB_PAGES: readonly string[] = [
  WEB_ROUTES.landing,
  WEB_ROUTES.info,
  WEB_ROUTES.about,
  WEB_ROUTES.privacyPolicy,
  WEB_ROUTES.cookiesPolicy,
  WEB_ROUTES.termsAndConditions,
  WEB_ROUTES.intellectualProperty,
  WEB_ROUTES.menuNumbers,
];

export type WebRoute = keyof typeof WEB_ROUTES;

/**
 * The module (a path under web/, as the build's manifest names it) that draws
 * each page: web/app/router.tsx loads the pages by this table, and the server
 * tells the browser to fetch a page's code with the HTML
 * (server/site/preload.ts), instead of after the app has started.
 */
export const WEB_ROUTE_PAGES: Record<WebRoute, string> = {
  landing: 'app/routes/landing-page.tsx',
  info: 'features/home/pages/info-page.tsx',
  about: 'features/about/pages/about-page.tsx',
  auth: 'features/auth/pages/auth-page.tsx',
  resetPassword: 'features/auth/pages/reset-password-page.tsx',
  profile: 'app/routes/profile-page.tsx',
  allergyCard: 'features/profile/pages/allergy-card-page.tsx',
  menuNumbers: 'features/profile/pages/menu-numbers-page.tsx',
  restaurants: 'app/routes/restaurant-list-page.tsx',
  restaurantSearch: 'features/restaurants/pages/places-search-page.tsx',
  restaurantMap: 'app/routes/restaurant-map-page.tsx',
  restaurantDetail: 'app/routes/restaurant-detail-page.tsx',
  restaurantEdit: 'features/restaurants/pages/edit-restaurant-page.tsx',
  restaurantReview: 'app/routes/add-review-page.tsx',
  reviewEdit: 'app/routes/edit-review-page.tsx',
  addRestaurant: 'features/restaurants/pages/add-restaurant-page.tsx',
  addReview: 'features/reviews/pages/add-review-redirect-page.tsx',
  myRestaurants: 'features/restaurants/pages/my-restaurants-page.tsx',
  saved: 'app/routes/saved-page.tsx',
  cookiesPolicy: 'features/legal/pages/cookies-policy-page.tsx',
  privacyPolicy: 'features/legal/pages/privacy-policy-page.tsx',
  termsAndConditions: 'features/legal/pages/terms-and-conditions-page.tsx',
  intellectualProperty: 'features/legal/pages/intellectual-property-page.tsx',
  moderation: 'features/moderation/pages/moderation-page.tsx',
  decision: 'features/moderation/pages/decision-page.tsx',
};

/** The page of any other path. */
export const NOT_FOUND_PAGE = 'app/not-found-page.tsx';

const PATTERNS = (Object.entries(WEB_ROUTES) as [WebRoute, string][]).map(([route, pattern]) => ({
  route,
  segments: pattern.split('/').filter(Boolean),
  fixedSegments: pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length,
}));

/**
 * The page of the app that answers this path, as react-router matches it:
 * case-insensitive, one trailing slash allowed, `:param` standing for one
 * non-empty segment, a fixed segment winning over a parameter
 * (`/restaurants/map` is the map, not a restaurant). The query string is not
 * part of `pathname`. Null for any other path.
 */
export function webRouteOf(pathname: string): WebRoute | null {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return null;
  }
  const matches = PATTERNS.filter(
    ({ segments: pattern }) =>
      pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]),
  );
  return matches.sort((a, b) => b.fixedSegments - a.fixedSegments)[0]?.route ?? null;
}

/** Whether a page of the app answers this path (webRouteOf). */
export const isWebRoute = (pathname: string): boolean => webRouteOf(pathname) !== null;
