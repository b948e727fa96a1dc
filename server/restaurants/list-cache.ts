// Pages of text searches, and the totals of every filter combination, kept
// until the data changes. A free-text or name
// search reads the row of every trigram candidate to recheck the pattern and
// count the matches (hundreds to thousands of rows over 100,000 venues), and
// the same popular searches ('pizzeria', a city's name) come back again and
// again. A search's first pages are kept as one window of ids in order (its
// first SEARCH_WINDOW_SIZE matches, see the service): people page through a
// search with 'Visualizza più Locali', and each next page is then a lookup by
// id, from the same snapshot as the first. Every write to restaurants or reviews, from any server process, is
// announced on the "realtime" NOTIFY channel (migration 0005), and each
// announcement empties the cache; so does every successful restaurant or
// review write of this process, before its response leaves (a person searching
// for what they have just added finds it).
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { parseBan, parseChange } from '../realtime/realtime.hub';
import { REALTIME_CHANNEL } from '../realtime/realtime.routes';
import type { ClosedByFacet, ListResult, ListTotals, RestaurantListRow, SearchWindow } from './list-planner.repository';

export type ListCacheOptions = {
  /** Pages kept at most (each about 10 KB), and search windows (each a few KB). */
  maxEntries: number;
  /** List rows kept at most (each under 1 KB); 0: rows are always read. */
  maxRows: number;
  /** Safety net: nothing is served older than this, even if an announcement was lost. */
  ttlMs: number;
};

export class ListCache {
  private readonly pages: LRUCache<string, ListResult>;
  private readonly windows: LRUCache<string, SearchWindow>;
  private readonly pendingWindows = new Map<string, Promise<SearchWindow>>();
  /** Counts every list request needs, whatever its page or position (the closed restaurants it leaves out). */
  private readonly counts: LRUCache<string, number>;
  /** The totals of a filter combination, the same on every page and from every position. */
  private readonly totalsByFilters: LRUCache<string, ListTotals>;
  /** Closed restaurants per facet, read in one statement (closedCountsByFacet). */
  private readonly closedFacets: LRUCache<string, ClosedByFacet>;
  /** List rows by restaurant id, the same on every page and list that shows the restaurant (distance aside). */
  private readonly rowsById: LRUCache<string, RestaurantListRow> | null;
  /** Moves at every invalidation: what was computed across one is not kept. */
  private version = 0;

  constructor(options: ListCacheOptions) {
    this.pages = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
    this.windows = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
    this.counts = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
    this.totalsByFilters = new LRUCache({ max: options.maxEntries, ttl: options.ttlMs });
    this.closedFacets = new LRUCache({ max: 1, ttl: options.ttlMs });
    this.rowsById = options.maxRows > 0 ? new LRUCache({ max: options.maxRows, ttl: options.ttlMs }) : null;
  }

  /** The rows of these restaurants: kept ones, and the others read by \`compute\` (and kept, unless a change came meanwhile). */
  async rows(ids: readonly string[], compute: (missing: string[]) => Promise<RestaurantListRow[]>): Promise<Map<string, RestaurantListRow>> {
    const found = new Map<string, RestaurantListRow>();
    const missing: string[] = [];
    for (const id of ids) {
      const kept = this.rowsById?.get(id);
      if (kept === undefined) missing.push(id);
      else found.set(id, kept);
    }
    if (missing.length === 0) return found;
    const startedAt = this.version;
    for (const row of await compute(missing)) {
      found.set(row.id, row);
      if (startedAt === this.version) this.rowsById?.set(row.id, row);
    }
    return found;
  }

  count(key: string, compute: () => Promise<number>): Promise<number> {
    return this.remembered(this.counts, key, compute);
  }

  totals(key: string, compute: () => Promise<ListTotals>): Promise<ListTotals> {
    return this.remembered(this.totalsByFilters, key, compute);
  }

  closedByFacet(compute: () => Promise<ClosedByFacet>): Promise<ClosedByFacet> {
    return this.remembered(this.closedFacets, 'closed', compute);
  }

  private async remembered<T extends object | number>(kept: LRUCache<string, T>, key: string, compute: () => Promise<T>): Promise<T> {
    const cached = kept.get(key);
    if (cached !== undefined) return cached;
    const startedAt = this.version;
    const computed = await compute();
    // Read before a write that was announced meanwhile: not kept.
    if (startedAt === this.version) kept.set(key, computed);
    return computed;
  }

  async get(key: string, compute: () => Promise<ListResult>): Promise<ListResult> {
    const cached = this.pages.get(key);
    if (cached) return cached;
    const startedAt = this.version;
    const result = await compute();
    // Its statements may have read the data before a write that was announced meanwhile.
    if (startedAt === this.version) this.pages.set(key, result);
    return result;
  }

  /**
   * The window of a search: kept, being computed for another request (joined:
   * after a write, people searching a popular word at the same moment cost
   * one read of its matches, not one each), or computed now by \`compute\`,
   * which also returns this request's page.
   */
  async window(
    key: string,
    compute: () => Promise<{ page: ListResult; window: SearchWindow }>,
  ): Promise<{ window: SearchWindow; page?: ListResult }> {
    const kept = this.windows.get(key);
    if (kept) return { window: kept };
    const pending = this.pendingWindows.get(key);
    if (pending) return { window: await pending };
    const startedAt = this.version;
    const computing = compute();
    const window = computing.then((result) => result.window);
    // Whoever awaits it gets the error; unawaited, it must not count as unhandled.
    window.catch(() => undefined);
    this.pendingWindows.set(key, window);
    try {
      const result = await computing;
      if (startedAt === this.version) this.windows.set(key, result.window);
      return result;
    } finally {
      if (this.pendingWindows.get(key) === window) this.pendingWindows.delete(key);
    }
  }

  invalidate(): void {
    this.version += 1;
    this.pages.clear();
    this.windows.clear();
    this.counts.clear();
    this.totalsByFilters.clear();
    this.closedFacets.clear();
    this.rowsById?.clear();
    // Who searches after a write must not be given a window read before it.
    this.pendingWindows.clear();
  }
}

/** Whether a realtime announcement can change a list page: anything but a notification or a vote. */
export function changesLists(payload: string): boolean {
  // A suspension hides nothing the lists show.
  if (parseBan(payload) !== null) return false;
  const topic = parseChange(payload)?.topic;
  // An announcement it cannot read may be anything: better to drop the pages than keep stale ones.
  return topic !== 'notifications' && topic !== 'votes';
}

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Routes whose writes can change a list (sign-ins and token refreshes, say,
 * cannot): besides the restaurant and review routes, a moderator hiding or
 * restoring a restaurant or a review, an appeal's decision, and an account
 * deleted with its reviews.
 */
const LIST_WRITE_PATHS = /^\/rest\/v1\/(restaurants|reviews|my-restaurants|incidents|moderation|account)(\/|\?|$)/;
/** Votes on a review: under /reviews, but they change no list. */
const VOTE_PATH = /^\/rest\/v1\/reviews\/[^/?]+\/votes(\?|$)/;

/** Whether a successful request of this method and URL can change a list. */
export function changesListsOnSuccess(method: string, url: string): boolean {
  return WRITE_METHODS.has(method) && LIST_WRITE_PATHS.test(url) && !VOTE_PATH.test(url);
}

const LIST_CACHE_MAX_ENTRIES = 1000;
const LIST_CACHE_MAX_ROWS = 20_000;
const LIST_CACHE_TTL_MS = 60_000;

/**
 * The process's list cache, emptied by every announced change of restaurants
 * or reviews, by a reconnection of the LISTEN (announcements may have been
 * missed), and by every successful write request of the restaurant and review
 * routes, of moderation and of accounts (votes aside) before its response is sent (the announcement may arrive after the
 * person's next search).
 */
export async function followedListCache(app: FastifyInstance): Promise<ListCache> {
  const cache = new ListCache({ maxEntries: LIST_CACHE_MAX_ENTRIES, maxRows: LIST_CACHE_MAX_ROWS, ttlMs: LIST_CACHE_TTL_MS });
  const unlisten = await app.database.listen(
    REALTIME_CHANNEL,
    (payload) => {
      if (changesLists(payload)) cache.invalidate();
    },
    () => cache.invalidate(),
  );
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 && changesListsOnSuccess(request.method, request.url)) cache.invalidate();
    return payload;
  });
  app.addHook('preClose', async () => unlisten());
  return cache;
}
