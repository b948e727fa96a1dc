// Outbound HTTP to the configured third-party services (geocoder, places).
// Every failure (network, timeout, HTTP status, malformed body) becomes an
// UpstreamError, which callers log and turn into an honest error answer.

export class UpstreamError extends Error {
  constructor(
    readonly reason: 'network' | 'timeout' | 'status' | 'malformed',
    message: string,
  ) {
    super(message);
  }
}

export type FetchJsonOptions = { timeoutMs: number; headers?: Record<string, string> };

/** GET a JSON document; `url` must already be one of the configured upstreams. */
export async function fetchJson(url: URL, { timeoutMs, headers = {} }: FetchJsonOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const isTimeout = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new UpstreamError(isTimeout ? 'timeout' : 'network', `${url.host}: ${isTimeout ? 'timed out' : String(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError('status', `${url.host}: HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new UpstreamError('malformed', `${url.host}: body is not JSON`);
  }
}

/**
 * Runs tasks one at a time, starting each at least `minIntervalMs` after the
 * previous one finished: the public Nominatim service allows 1 request per
 * second per application, and counting from the end keeps the requests that
 * far apart as the service sees them, whatever the network's jitter.
 */
export function createIntervalLimiter(minIntervalMs: number) {
  let queue: Promise<unknown> = Promise.resolve();
  let lastEnd = -Infinity;
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(async () => {
      const wait = lastEnd + minIntervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        return await task();
      } finally {
        lastEnd = Date.now();
      }
    });
    queue = result.catch(() => undefined);
    return result;
  };
}
