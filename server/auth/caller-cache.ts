// A signed-in client sends the same access token with every request, and
// checking it (an ES256 signature plus a session lookup) used to cost more than
// the API query it guarded. Verified callers are remembered per token:
// - the signature never needs checking twice, expiry is checked on every use;
// - the session is looked up again after `sessionRecheckMs`, so a session ended
//   by another server process stops working within that window, and at once
//   when it is ended by this process (every session deletion bumps
//   `sessionRevocations`, which empties every cache of the process).

export type CachedCaller<T> = { caller: T; expiresAtMs: number };

let sessionRevocations = 0;

/** Call after deleting sessions (sign-out, account deletion): cached callers are checked again. */
export function noteSessionsRevoked(): void {
  sessionRevocations += 1;
}

type Entry<T> = CachedCaller<T> & { checkedAtMs: number; revocations: number };

export class CallerCache<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(
    private readonly options: { maxEntries: number; sessionRecheckMs: number; now?: () => number },
  ) {}

  get(token: string): T | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    const now = this.#now();
    const fresh =
      entry.revocations === sessionRevocations &&
      now < entry.expiresAtMs &&
      now - entry.checkedAtMs < this.options.sessionRecheckMs;
    if (!fresh) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.caller;
  }

  /** Taken before the session lookup, so a sign-out during the lookup is not cached over. */
  mark(): { revocations: number; checkedAtMs: number } {
    return { revocations: sessionRevocations, checkedAtMs: this.#now() };
  }

  set(token: string, value: CachedCaller<T>, mark: { revocations: number; checkedAtMs: number }): void {
    if (this.options.sessionRecheckMs <= 0) return;
    this.#entries.delete(token);
    this.#entries.set(token, { ...value, ...mark });
    // Map keeps insertion order: the first key is the one verified longest ago.
    if (this.#entries.size > this.options.maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  #now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }
}
