// Where the server is. In a browser, this origin (the server serves the app).
// In the native shells the app is loaded from local files, so the build sets
// VITE_API_URL (README, Native apps); the server's CORS allows those origins.

/** VITE_API_URL without trailing slashes, or null when unset or blank. */
export function configuredApiUrl(value: string | undefined = import.meta.env.VITE_API_URL): string | null {
  const trimmed = value?.trim().replace(/\/+$/, '');
  return trimmed ? trimmed : null;
}

/** The server's origin: VITE_API_URL when set, else this page's origin. */
export function apiOrigin(): string {
  return configuredApiUrl() ?? window.location.origin;
}

/** An absolute URL for an API path; the path itself when the API is this origin (browser build unchanged). */
export function apiUrl(path: string, base: string | null = configuredApiUrl()): string {
  return base === null ? path : `${base}${path}`;
}
