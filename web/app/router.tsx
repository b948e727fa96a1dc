// Every route of both spec documents (domain/web-routes.ts). Pages load lazily so each route only
// downloads its own code (the map's Leaflet bundle stays on the map route).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { withoutLanguagePrefix } from '@domain/i18n/language';
import { NOT_FOUND_PAGE, WEB_ROUTE_PAGES, WEB_ROUTES, webRouteOf, type WebRoute } from '@domain/web-routes';
import { routerBasename } from '@web/lib/language';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type PageModule = { default: React.ComponentType };
// One lazy chunk per page module (a feature's own pages, and app/routes' pages that compose several
// features); keys as written here, relative to this file.
const pageModules = import.meta.glob<PageModule>(['../features/*/pages/*-page.tsx', './routes/*-page.tsx', './not-found-page.tsx']);

/** The loader of a page's module under web/ (domain/web-routes.ts names them). */
const pageLoader = (file: string): (() => Promise<PageModule>) => {
  const load = pageModules[file.startsWith('app/') ? `./${file.slice('app/'.length)}` : `../${file}`];
  if (!load) throw new Error(`router: no page module web/${file}`);
  return load;
};

const page = (file: string): Pick<RouteObject, 'lazy'> => {
  const load = pageLoader(file);
  return { lazy: async () => ({ Component: (await load()).default }) };
};

/**
 * Asks for the page of the current address in a task before the router's:
 * the import inserts a module preload link per file the page uses (a few ms
 * of a phone's CPU apiece, twenty files for a restaurant's page), and making
 * the router is a long task already. The router's lazy route then finds the
 * module on its way.
 */
export function requestCurrentPage(): void {
  const route = webRouteOf(withoutLanguagePrefix(window.location.pathname));
  // A failure is the router's to show, when its own request fails the same way.
  pageLoader(route ? WEB_ROUTE_PAGES[route] : NOT_FOUND_PAGE)().catch(() => {});
}

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
          ...(Object.entries(WEB_ROUTE_PAGES) as [WebRoute, string][]).map(([route, file]) => ({ path: WEB_ROUTES[route], ...page(file) })),
          { path: '*', ...page(NOT_FOUND_PAGE) },
        ],
      },
    ],
  },
];

/**
 * The app's router, made when the app starts rather than when this module is
 * evaluated: making it starts loading the current route's page, and that work
 * belongs in the start task (web/start.tsx), not in the download's evaluation.
 * Under /en/ its paths are the same routes with the prefix kept (a basename).
 */
export const createAppRouter = () => createBrowserRouter(routes, { basename: routerBasename(window.location.pathname) });

export type AppRouter = ReturnType<typeof createAppRouter>;
