// The installable web app: manifest and service worker (vite-plugin-pwa,
// Workbox generateSW). The service worker precaches the app shell (every
// built JS, CSS and HTML file, icons and fonts), so the app opens offline, and
// keeps the read API answers the user has already seen, network first, so
// they can be read again without a connection. A new version waits until the
// user presses 'Aggiorna' (registerType 'prompt'), then replaces the whole
// precache at once: old and new files are never mixed.
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
import { allergyCardMessages } from './domain/i18n/en/allergy-card';
import { mapMessages } from './domain/i18n/en/map';
import { navMessages } from './domain/i18n/en/nav';
import { pathInLanguage, type Language } from './domain/i18n/language';
import { WEB_MANIFEST_FILES } from './domain/web-manifest';
import { WEB_ROUTES } from './domain/web-routes';

export const THEME_COLOUR = '#15803d';
export const BACKGROUND_COLOUR = '#ffffff';
/** Versioned: a change of the API answers' shape starts an empty cache. */
export const API_CACHE_NAME = 'allerguida-api-v1';
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;

/** The installed app's shortcuts: the tab names of the navigation, and the allergy card. */
export const APP_SHORTCUTS = [
  { name: 'Locali', url: WEB_ROUTES.restaurants },
  { name: 'Mappa', url: WEB_ROUTES.restaurantMap },
  { name: 'Profilo', url: WEB_ROUTES.profile },
  { name: 'La mia carta allergie', url: WEB_ROUTES.allergyCard },
] as const;

/** The install dialog's screenshots, in web/public/screenshots: a phone and a desktop window (the Italian pages, labelled in each manifest's language). */
export const APP_SCREENSHOTS = [
  {
    file: 'landing-phone.png',
    path: WEB_ROUTES.landing,
    width: 780,
    height: 1688,
    formFactor: 'narrow',
    label: 'La pagina iniziale: trova ristoranti sicuri per le tue allergie',
    englishLabel: 'The home page: find restaurants that are safe for your allergies',
  },
  {
    file: 'info-desktop.png',
    path: WEB_ROUTES.info,
    width: 1280,
    height: 800,
    formFactor: 'wide',
    label: 'Come funziona: recensioni della community per ogni allergia',
    englishLabel: 'How it works: community reviews for every allergy',
  },
] as const;

/**
 * The read endpoints kept for offline reading: a restaurant's detail, My
 * restaurants, the profile with the user's own allergens, and the allergen
 * catalogue. Never /auth/v1 (tokens), never a write (only GET is routed).
 */
export const OFFLINE_READ_URL =
  /^https?:\/\/[^/]+\/rest\/v1\/(restaurants\/[0-9a-f-]{36}|my-restaurants|profile|profile\/allergens|allergens)(\?[^#]*)?$/i;

/** Paths the server answers itself (the API, and the files crawlers ask for): a navigation there must reach it, never the app shell. */
export const SERVER_PATHS = /^\/(auth\/v1|rest|functions|storage|realtime|dev|health|robots\.txt|sitemap\.xml|favicon\.ico)(\/|$)/;

/** The installed app's shortcuts in English: the same pages at their English addresses, named as the English tabs and card are. */
export const ENGLISH_APP_SHORTCUTS = [
  { name: navMessages.restaurants, url: pathInLanguage(WEB_ROUTES.restaurants, 'en') },
  { name: mapMessages.title, url: pathInLanguage(WEB_ROUTES.restaurantMap, 'en') },
  { name: navMessages.profile, url: pathInLanguage(WEB_ROUTES.profile, 'en') },
  { name: allergyCardMessages.title, url: pathInLanguage(WEB_ROUTES.allergyCard, 'en') },
] as const;

type ManifestText = {
  name: string;
  description: string;
  lang: Language;
  startUrl: string;
  shortcuts: readonly { name: string; url: string }[];
  screenshotLabel: 'label' | 'englishLabel';
};

/** The manifest in one language: the same app, icons and colours in both. */
function manifestIn(appName: string, { name, description, lang, startUrl, shortcuts, screenshotLabel }: ManifestText): Partial<ManifestOptions> {
  return {
    // Each language an app of its own: an Italian page never updates an English installation to Italian, nor the reverse.
    id: startUrl,
    name,
    short_name: appName,
    description,
    lang,
    dir: 'ltr',
    start_url: startUrl,
    // The whole site in both: an English installation keeps in the app the few Italian addresses an English reader meets.
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ['food', 'health', 'lifestyle'],
    // Long-pressing the installed app's icon opens these directly.
    shortcuts: shortcuts.map(({ name: shortcut, url }) => ({
      name: shortcut,
      short_name: shortcut,
      url,
      icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }],
    })),
    // Shown by the browser's install dialog (scripts/generate-screenshots.ts makes them).
    screenshots: APP_SCREENSHOTS.map(({ file, width, height, formFactor, ...labels }) => ({
      src: `/screenshots/${file}`,
      sizes: `${width}x${height}`,
      type: 'image/png',
      form_factor: formFactor,
      label: labels[screenshotLabel],
    })),
    icons: [
      ...ICON_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** The Italian manifest, the app's own: index.html links it. */
const italianManifest = (appName: string) =>
  manifestIn(appName, {
    name: `${appName}: ristoranti sicuri per chi ha allergie alimentari`,
    description:
      'La community italiana per trovare ristoranti sicuri per le tue allergie e intolleranze alimentari: recensioni, mappa e la tua carta allergie sempre con te, anche offline.',
    lang: 'it',
    startUrl: '/',
    shortcuts: APP_SHORTCUTS,
    screenshotLabel: 'label',
  });

/**
 * The English manifest (#43), linked by the pages drawn in English
 * (domain/web-manifest.ts): a traveller who installs the app from one gets it
 * in English, opening on the English home page.
 */
export const englishManifest = (appName: string) =>
  manifestIn(appName, {
    name: `${appName}: safe restaurants for people with food allergies`,
    description:
      'The Italian community for finding restaurants that are safe for your food allergies and intolerances: reviews, a map and your allergy card always with you, even offline.',
    lang: 'en',
    startUrl: '/en/',
    shortcuts: ENGLISH_APP_SHORTCUTS,
    screenshotLabel: 'englishLabel',
  });

export function pwaOptions(appName: string): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    // The app registers it itself (web/app/pwa), and only in a browser: the native shells load local files.
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifestFilename: WEB_MANIFEST_FILES.it,
    manifest: italianManifest(appName),
    workbox: {
      // Shows Web Push alerts and opens their page when tapped (docs/architecture.md#alerts).
      importScripts: ['/push-handler.js'],
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      // Only the install dialog shows them: not worth a place in every offline copy.
      globIgnores: ['screenshots/**'],
      // The map's Leaflet chunk is the largest file; still precached so every route opens offline.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      // Source maps are not served to visitors (the server refuses *.map).
      sourcemap: false,
      // The first installation controls the open page at once (there is no old version to mix with).
      clientsClaim: true,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [SERVER_PATHS],
      runtimeCaching: [
        {
          // A literal: Workbox copies it into the service worker's source.
          urlPattern: OFFLINE_READ_URL,
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: API_CACHE_NAME,
            // A slow network falls back to what was seen before.
            networkTimeoutSeconds: 8,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
            // Keyed by URL only: the bearer token changes every hour.
            matchOptions: { ignoreVary: true },
          },
        },
      ],
    },
  };
}
