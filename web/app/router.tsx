// Every route of both spec documents. Pages load lazily so each route only
// downloads its own code (the map's Leaflet bundle stays on the map route).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from './paths';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Last resort, when the layout itself fails.
    errorElement: <RouteError standalone />,
    children: [
      {
        // A failing or still-loading page keeps the navigation around it.
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageLoading />,
        children: [
          { path: paths.landing, ...page(() => import('@web/features/home/pages/landing-page')) },
          { path: paths.info, ...page(() => import('@web/features/home/pages/info-page')) },
          { path: paths.about, ...page(() => import('@web/features/about/pages/about-page')) },
          { path: paths.auth, ...page(() => import('@web/features/auth/pages/auth-page')) },
          { path: paths.resetPassword, ...page(() => import('@web/features/auth/pages/reset-password-page')) },
          { path: paths.profile, ...page(() => import('@web/features/profile/pages/profile-page')) },
          { path: paths.allergyCard, ...page(() => import('@web/features/profile/pages/allergy-card-page')) },
          { path: paths.restaurants, ...page(() => import('@web/features/restaurants/pages/restaurant-list-page')) },
          { path: paths.restaurantSearch, ...page(() => import('@web/features/restaurants/pages/places-search-page')) },
          { path: paths.restaurantMap, ...page(() => import('@web/features/restaurants/pages/restaurant-map-page')) },
          { path: paths.restaurantDetail.pattern, ...page(() => import('@web/features/restaurants/pages/restaurant-detail-page')) },
          { path: paths.restaurantEdit.pattern, ...page(() => import('@web/features/restaurants/pages/edit-restaurant-page')) },
          { path: paths.restaurantReview.pattern, ...page(() => import('@web/features/reviews/pages/add-review-page')) },
          { path: paths.reviewEdit.pattern, ...page(() => import('@web/features/reviews/pages/edit-review-page')) },
          { path: paths.addRestaurant, ...page(() => import('@web/features/restaurants/pages/add-restaurant-page')) },
          { path: paths.addReview, ...page(() => import('@web/features/reviews/pages/add-review-redirect-page')) },
          { path: paths.myRestaurants, ...page(() => import('@web/features/restaurants/pages/my-restaurants-page')) },
          { path: paths.saved, ...page(() => import('@web/features/saved/pages/saved-page')) },
          { path: paths.cookiesPolicy, ...page(() => import('@web/features/legal/pages/cookies-policy-page')) },
          { path: paths.privacyPolicy, ...page(() => import('@web/features/legal/pages/privacy-policy-page')) },
          { path: paths.termsAndConditions, ...page(() => import('@web/features/legal/pages/terms-and-conditions-page')) },
          { path: paths.intellectualProperty, ...page(() => import('@web/features/legal/pages/intellectual-property-page')) },
          { path: paths.moderation, ...page(() => import('@web/features/moderation/pages/moderation-page')) },
          { path: paths.decision.pattern, ...page(() => import('@web/features/moderation/pages/decision-page')) },
          { path: '*', ...page(() => import('@web/app/not-found-page')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
