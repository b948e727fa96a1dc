// The localStorage keys of the consent choices, in a module of their own so
// tools outside the app (the build's prerendering, scripts/vite-prerender.ts)
// can name them without the app's code.
export const ACCEPTANCES_STORAGE_KEY = 'allerguida-acceptances';
export const COOKIE_PREFERENCES_STORAGE_KEY = 'allerguida-cookie-preferences';
