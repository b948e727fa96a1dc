import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, setAccessTokenGetter } from './api-client';
import { earlyApiPathsFor, sendEarly, storedAccessToken } from './early-requests';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** fetch answering each call with the next of `answers`. */
function stubFetch(...answers: Response[]) {
  const fetchMock = vi.fn(async (..._args: [string, RequestInit]) => answers.shift() ?? json({ from: 'server' }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setAccessTokenGetter(() => null);
});

describe('storedAccessToken', () => {
  const now = Date.UTC(2026, 10, 24, 7, 0, 0);
  const stored = (expiresInS: number) => JSON.stringify({ access_token: 'tok', expires_at: now / 1000 + expiresInS });

  it('gives the token of a stored session that stays valid for more than a minute', () => {
    expect(storedAccessToken(stored(3600), now)).toBe('tok');
  });

  it('gives nothing for a session about to expire, a malformed one or none', () => {
    expect(storedAccessToken(stored(30), now)).toBeNull();
    expect(storedAccessToken('{not json', now)).toBeNull();
    expect(storedAccessToken(JSON.stringify({ access_token: 'tok' }), now)).toBeNull();
    expect(storedAccessToken(null, now)).toBeNull();
  });
});

describe('an early request taken by apiFetch', () => {
  it('answers the same GET with the same token once, without asking the server again', async () => {
    const fetchMock = stubFetch(json({ cookies: true }));
    sendEarly(['/rest/v1/acceptances'], 'tok');
    setAccessTokenGetter(() => 'tok');
    await expect(apiFetch('/rest/v1/acceptances')).resolves.toEqual({ cookies: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('authorization')).toBe('Bearer tok');
    // The next read asks the server.
    await expect(apiFetch('/rest/v1/acceptances')).resolves.toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is left unused for another token, and a refused early request is asked again', async () => {
    const fetchMock = stubFetch(json({ cookies: true }), json({ from: 'server' }));
    sendEarly(['/rest/v1/acceptances'], 'old');
    setAccessTokenGetter(() => 'refreshed');
    await expect(apiFetch('/rest/v1/acceptances')).resolves.toEqual({ from: 'server' });
    expect(new Headers(fetchMock.mock.calls[1]![1].headers).get('authorization')).toBe('Bearer refreshed');

    stubFetch(json({ code: 'unauthorized' }, 401), json({ from: 'server' }));
    sendEarly(['/rest/v1/acceptances'], 'tok');
    setAccessTokenGetter(() => 'tok');
    await expect(apiFetch('/rest/v1/acceptances')).resolves.toEqual({ from: 'server' });
  });

  it('is left unused once older than ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    stubFetch(json({ cookies: true }), json({ from: 'server' }));
    sendEarly(['/rest/v1/acceptances'], 'tok');
    vi.setSystemTime(Date.now() + 10_001);
    setAccessTokenGetter(() => 'tok');
    await expect(apiFetch('/rest/v1/acceptances')).resolves.toEqual({ from: 'server' });
  });
});

describe('earlyApiPathsFor', () => {
  it("asks every signed-in page's consent choices early, and the map's tile source on the map", () => {
    expect(earlyApiPathsFor('/restaurants')).toEqual(['/rest/v1/acceptances']);
    expect(earlyApiPathsFor('/restaurants/8c9e2f4a-1b2c-4d5e-8f90-a1b2c3d4e5f6')).toEqual(['/rest/v1/acceptances']);
    for (const map of ['/restaurants/map', '/Restaurants/Map/']) {
      expect(earlyApiPathsFor(map), map).toEqual(['/rest/v1/acceptances', '/rest/v1/map/config']);
    }
    expect(earlyApiPathsFor('/restaurants/map/extra')).toEqual(['/rest/v1/acceptances']);
  });
});
