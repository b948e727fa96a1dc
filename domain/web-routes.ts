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

/** The pages anyone can read without an account: the ones a search engine may list (sitemap.xml). */
export const PUBLIC_WEB_PAGES: readonly string[] = [
  WEB_ROUTES.landing,
  WEB_ROUTES.info,
  WEB_ROUTES.about,
  WEB_ROUTES.privacyPolicy,
  WEB_ROUTES.cookiesPolicy,
  WEB_ROUTES.termsAndConditions,
  WEB_ROUTES.intellectualProperty,
];

const PATTERN_SEGMENTS = Object.values(WEB_ROUTES).map((pattern) => pattern.split('/').filter(Boolean));

/**
 * Whether a page of the app answers this path, as react-router matches it:
 * case-insensitive, one trailing slash allowed, `:param` standing for one
 * non-empty segment. The query string is not part of `pathname`.
 */
export function isWebRoute(pathname: string): boolean {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return false;
  }
  return PATTERN_SEGMENTS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]),
  );
}
