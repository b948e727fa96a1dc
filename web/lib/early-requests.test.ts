import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, setAccessTokenGetter } from './api-client';
import { EARLY_API_PATHS, publicEarlyApiPathsFor, sendEarly, storedAccessToken } from './early-requests';

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
    sendEarly(['/rest/v1/acceptances'], 'tok', 'en');
    setAccessTokenGetter(() => 'tok');
    await expect(apiFetch('/rest/v1/acceptances')).resolves.toEqual({ cookies: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('authorization')).toBe('Bearer tok');
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('x-allerguida-language')).toBe('en');
    // The next read asks the server.
    await expect(apiFetch('/rest/v1/acceptances')).resolves.toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is left unused for another token, and a refused early request is asked again', async () => {
    const fetchMock = stubFetch(json({ cookies: true }), json({ from: 'server' }));
    sendEarly(['/rest/v1/acceptances'], 'old', 'it');
    setAccessTokenGetter(() => 'refreshed');
    await expect(apiFetch('/rest/v1/acceptances')).resolves.toEqual({ from: 'server' });
    expect(new Headers(fetchMock.mock.calls[1]![1].headers).get('authorization')).toBe('Bearer refreshed');

    stubFetch(json({ code: 'unauthorized' }, 401), json({ from: 'server' }));
    sendEarly(['/rest/v1/acceptances'], 'tok', 'it');
    setAccessTokenGetter(() => 'tok');
    await expect(apiFetch('/rest/v1/acceptances')).resolves.toEqual({ from: 'server' });
  });

  it('is left unused once older than ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    stubFetch(json({ cookies: true }), json({ from: 'server' }));
    sendEarly(['/rest/v1/acceptances'], 'tok', 'it');
    vi.setSystemTime(Date.now() + 10_001);
    setAccessTokenGetter(() => 'tok');
    await expect(apiFetch('/rest/v1/acceptances')).resolves.toEqual({ from: 'server' });
  });
});

describe('a public early read (the map\'s tile source)', () => {
  it('is sent without the token and taken by a public apiFetch without waiting for the session', async () => {
    const fetchMock = stubFetch(json({ tile_url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '' }));
    sendEarly(['/rest/v1/map/config'], null, 'it');
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).has('authorization')).toBe(false);
    // The session is still being read: a public read does not wait for it.
    setAccessTokenGetter(() => new Promise<string>(() => {}));
    await expect(apiFetch('/rest/v1/map/config', { withSession: false })).resolves.toEqual({
      tile_url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not taken by a read that carries the token, and a public read never sends one', async () => {
    const fetchMock = stubFetch(json({ early: true }), json({ from: 'server' }), json({ from: 'server' }));
    sendEarly(['/rest/v1/map/config'], null, 'it');
    setAccessTokenGetter(() => 'tok');
    await expect(apiFetch('/rest/v1/map/config')).resolves.toEqual({ from: 'server' });
    await expect(apiFetch('/rest/v1/map/config', { withSession: false })).resolves.toEqual({ from: 'server' });
    expect(new Headers(fetchMock.mock.calls[2]![1].headers).has('authorization')).toBe(false);
  });
});

describe('which reads go early', () => {
  it("every signed-in page's consent choices with the token, and the map's tile source without it on the map only", () => {
    expect(EARLY_API_PATHS).toEqual(['/rest/v1/acceptances']);
    expect(publicEarlyApiPathsFor('/restaurants')).toEqual([]);
    expect(publicEarlyApiPathsFor('/restaurants/8c9e2f4a-1b2c-4d5e-8f90-a1b2c3d4e5f6')).toEqual([]);
    for (const map of ['/restaurants/map', '/Restaurants/Map/']) {
      expect(publicEarlyApiPathsFor(map), map).toEqual(['/rest/v1/map/config']);
    }
    expect(publicEarlyApiPathsFor('/restaurants/map/extra')).toEqual([]);
  });
});
