// The map tile server must be allowed by the Content-Security-Policy even
// when MAP_TILE_URL is not https (a local tile server, the e2e closed port).

/** CSP source of a Leaflet tile template: its origin, `{s}` subdomains as a wildcard. */
export function tileImageSource(template: string): string | null {
  try {
    const url = new URL(template.replace(/\{s\}/g, 'tiles').replace(/\{[^}]*\}/g, '0'));
    const host = template.includes('{s}') ? url.host.replace(/^tiles\./, '*.') : url.host;
    return `${url.protocol}//${host}`;
  } catch {
    return null;
  }
}
