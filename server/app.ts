// Builds the Fastify application from its parts. No listening and no process
// handling here, so tests can build one app per test file over a real database.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { errorCatalogueIn } from './http/app-error';
import { acceptsHtml, errorHandlerPlugin, isApiPath } from './http/error-handler';
import { gracefulClosePlugin } from './http/graceful-close';
import { REQUEST_ID_HEADER, requestIdOptions, requestIdPlugin, requestLogSerializers } from './http/logging';
import { postgresRateLimitStore } from './http/rate-limit-store';
import { LANGUAGE_HEADER } from '../domain/i18n/language';
import { requestLanguage } from './http/request-language';
import { textInputPlugin } from './http/text-input';
import { GTAG_SCRIPT_ORIGIN } from '../domain/analytics';
import { isEnglishPath, withoutLanguagePrefix } from '../domain/i18n/language';
import { indexHtmlIn } from '../domain/index-html-language';
import { isWebRoute } from '../domain/web-routes';
import { allergensRoutes } from './allergens/allergens.routes';
import { statsRoutes } from './stats/stats.routes';
import { healthRoutes } from './health/health.routes';
import { alertsPlugin } from './alerts/alerts.plugin';
import type { AlertSenders } from './alerts/alerts-worker';
import { authenticatePlugin } from './auth/authenticate';
import { authRoutes } from './auth/auth.routes';
import { devMailboxRoutes } from './mail/dev-mailbox.routes';
import { profilesRoutes } from './profiles/profiles.routes';
import { userAllergensRoutes } from './user-allergens/user-allergens.routes';
import { allergenSpeciesRoutes } from './user-allergens/allergen-species.routes';
import { accountRoutes } from './account/account.routes';
import { consentRoutes } from './consent/consent.routes';
import { appLinksRoutes } from './app-links/app-links.routes';
import { followedListCache } from './restaurants/list-cache';
import { restaurantsRoutes } from './restaurants/restaurants.routes';
import { incidentsRoutes } from './incidents/incidents.routes';
import { savedRoutes } from './saved/saved.routes';
import { pushRoutes } from './push/push.routes';
import { alertPreferencesRoutes } from './alerts/alert-preferences.routes';
import { unsubscribeRoutes } from './alerts/unsubscribe.routes';
import { myRestaurantsRoutes } from './my-restaurants/my-restaurants.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { createPhotoStore, type PhotoStore } from './storage/photo-store';
import { storageRoutes } from './storage/storage.routes';
import { votesRoutes } from './votes/votes.routes';
import { practicesRoutes } from './practices/practices.routes';
import { venueStatusRoutes } from './venue-status/venue-status.routes';
import { sensitivityRoutes } from './sensitivity/sensitivity.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { moderationRoutes } from './moderation/moderation.routes';
import { realtimeRoutes } from './realtime/realtime.routes';
import { mapRoutes } from './map/map.routes';
import { tileImageSource } from './map/tile-origin';
import { geocodeRoutes } from './geocode/geocode.routes';
import { placesRoutes } from './places/places.routes';
import { siteRoutes } from './site/site.routes';
import { readPrerenderedPages } from './site/prerendered';
import { readPagePreloads } from './site/preload';
import { PROJECT_ROOT } from './project-root';

export const WEB_DIST_DIR = path.join(PROJECT_ROOT, 'dist/web');
const BODY_LIMIT_BYTES = 1024 * 1024;

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  /** Serve the built SPA from this folder (default dist/web when it exists). */
  webDistDir?: string | false;
  /** Where log lines go (stdout by default); tests read them here. */
  logStream?: { write: (line: string) => void };
  /** Called for every route as it is registered (tests walk all routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Replaces the alert channels' senders (tests use fakes). */
  alertSenders?: AlertSenders;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    photoStore: PhotoStore;
  }
}

/**
 * Fastify ignores a bare hop count (it cannot tell a proxy from a client that
 * sends enough hops), so a count becomes Express's rule: the nearest `hops`
 * addresses are proxies. Safe only when clients cannot reach the server directly.
 */
function fastifyTrustProxy(trustProxy: Config['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp({ config, database, webDistDir, logStream, onRoute, alertSenders }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: requestLogSerializers, ...(logStream ? { stream: logStream } : {}) },
    ...requestIdOptions,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('photoStore', createPhotoStore(config.photoStorage));

  await app.register(requestIdPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(textInputPlugin);
  const spaDir = webDistDir === undefined ? WEB_DIST_DIR : webDistDir;
  const hasSpa = spaDir !== false && existsSync(`${spaDir}/index.html`);
  const prerendered = readPrerenderedPages(hasSpa ? spaDir : false, config.legalContactEmail, config.mapTiles.url, config.siteUrl);
  const preloads = readPagePreloads(hasSpa ? spaDir : false);
  const indexHtml = hasSpa ? readFileSync(path.join(spaDir, 'index.html'), 'utf8') : '';
  // An English address's page has the English description and social card, and links the English manifest:
  // installed from it, the app is English (#43).
  const englishIndexHtml = indexHtmlIn(indexHtml, 'en');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...[tileImageSource(config.mapTiles.url) ?? []].flat()],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The prerendered pages' inline script, by hash (server/site/prerendered.ts).
        scriptSrc: ["'self'", ...prerendered.scriptHashes, ...(config.analyticsEnabled ? [GTAG_SCRIPT_ORIGIN] : [])],
        frameSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Map tile servers require a Referer (OpenStreetMap's usage policy).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // JSON answers of 1 KB and more, compressed as the client accepts (Brotli at
  // a fast quality, else gzip); the web app's files come precompressed from
  // the build and pass through untouched.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cors, {
    origin: [config.siteUrl, ...config.corsOrigins],
    credentials: true,
    allowedHeaders: ['authorization', 'apikey', 'content-type', 'x-client-info', 'x-supabase-api-version', LANGUAGE_HEADER],
    exposedHeaders: ['x-supabase-api-version', 'x-sb-error-code', 'content-range', REQUEST_ID_HEADER],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  // Instances sharing a PostgreSQL server count requests together; the embedded database has one process.
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: postgresRateLimitStore(database.db) } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.appName} API`, version: '1.0.0' },
      servers: [{ url: config.siteUrl }],
      // Routes that need a signed-in caller declare `security: [{ bearerAuth: [] }]`; the
      // operator API under /auth/v1/admin and /auth/v1/invite, `serviceRoleKey`.
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          serviceRoleKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A service-role key from `npm run user -- service-key`',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(authenticatePlugin);
  await app.register(alertsPlugin, { senders: alertSenders });
  app.get('/rest/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(authRoutes, { prefix: '/auth/v1' });
  await app.register(devMailboxRoutes);
  await app.register(healthRoutes);
  await app.register(appLinksRoutes);
  await app.register(allergensRoutes, { prefix: '/rest/v1' });
  await app.register(statsRoutes, { prefix: '/rest/v1' });
  await app.register(profilesRoutes, { prefix: '/rest/v1' });
  await app.register(userAllergensRoutes, { prefix: '/rest/v1' });
  await app.register(allergenSpeciesRoutes, { prefix: '/rest/v1' });
  await app.register(accountRoutes, { prefix: '/rest/v1' });
  await app.register(consentRoutes);
  await app.register(restaurantsRoutes, { prefix: '/rest/v1', listCache: await followedListCache(app) });
  await app.register(myRestaurantsRoutes, { prefix: '/rest/v1' });
  await app.register(incidentsRoutes, { prefix: '/rest/v1' });
  await app.register(savedRoutes, { prefix: '/rest/v1' });
  await app.register(pushRoutes, { prefix: '/rest/v1' });
  await app.register(alertPreferencesRoutes, { prefix: '/rest/v1' });
  await app.register(unsubscribeRoutes);
  await app.register(reviewsRoutes, { prefix: '/rest/v1' });
  await app.register(storageRoutes, { prefix: '/storage/v1' });
  await app.register(votesRoutes, { prefix: '/rest/v1' });
  await app.register(practicesRoutes, { prefix: '/rest/v1' });
  await app.register(venueStatusRoutes, { prefix: '/rest/v1' });
  await app.register(sensitivityRoutes, { prefix: '/rest/v1' });
  await app.register(notificationsRoutes, { prefix: '/rest/v1' });
  await app.register(moderationRoutes, { prefix: '/rest/v1' });
  await app.register(realtimeRoutes);
  await app.register(mapRoutes, { prefix: '/rest/v1' });
  await app.register(geocodeRoutes);
  await app.register(placesRoutes);

  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: spaDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build's .br and .gz copies, sent to browsers that accept them.
      preCompressed: true,
      // Source maps stay with whoever holds the build; visitors get the 404 page.
      allowedPath: (pathName: string) => !pathName.endsWith('.map'),
      setHeaders: (reply: unknown, filePath: string) => {
        // Hashed assets never change; index.html must always be revalidated.
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        (reply as FastifyReply).header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    await app.register(siteRoutes);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest = !isApiPath(path) || acceptsHtml(request.headers.accept);
    if (isPageRequest && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      // History fallback: the app's pages answer 200; any other path gets the
      // app too, which shows its 404 page, with status 404 for crawlers. A
      // browser navigation to an unknown API-looking path (/auth/extra,
      // /rest/foo) gets that page too; API clients, which do not ask for
      // HTML, keep the JSON error.
      // An English address (/en/…) is the same page of the app, drawn in English.
      const appPath = withoutLanguagePrefix(path);
      const status = isWebRoute(appPath) ? 200 : 404;
      const page = prerendered.pageFor(path);
      reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const emptyPage = isEnglishPath(path) ? englishIndexHtml : indexHtml;
      return reply.send(page === null ? preloads.addTo(emptyPage, appPath) : preloads.listIn(page, appPath));
    }
    return reply.status(404).send({ code: 'not_found', message: errorCatalogueIn(requestLanguage(request)).errors.not_found });
  });

  return app;
}
