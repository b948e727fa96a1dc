import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@domain/i18n/active';
import { ApiError, apiFetch, sayingPageLanguage, setAccessTokenGetter, setTokenRefusedListener } from './api-client';

type FetchCall = [string, RequestInit];

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (..._args: FetchCall) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenGetter(() => null);
  setTokenRefusedListener(() => {});
  activateLanguage('it', null);
});

describe('apiFetch', () => {
  it('parses a JSON answer', async () => {
    stubFetch(json(42));
    await expect(apiFetch<number>('/rest/v1/rpc/get_total_user_count')).resolves.toBe(42);
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = stubFetch(json([]));
    await apiFetch('/rest/v1/allergens');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it('tells the server the language the page is drawn in, so that its error messages are in it (#43)', async () => {
    const fetchMock = vi.fn(async (..._args: FetchCall) => json([]));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/rest/v1/allergens');
    activateLanguage('en', {});
    await apiFetch('/rest/v1/profile/language', { method: 'PUT', body: { language: 'en' } });
    const [italianRead, englishWrite] = fetchMock.mock.calls.map(([, init]) => new Headers(init.headers).get('x-allerguida-language'));
    expect([italianRead, englishWrite]).toEqual(['it', 'en']);
  });

  it('adds the bearer token from the registered getter', async () => {
    setAccessTokenGetter(async () => 'token-123');
    const fetchMock = stubFetch(json([]));
    await apiFetch('/functions/v1/log-consent', { method: 'POST', body: { consentGiven: true } });
    const [path, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init.headers);
    expect(path).toBe('/functions/v1/log-consent');
    expect(headers.get('authorization')).toBe('Bearer token-123');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"consentGiven":true}');
  });

  it('sends FormData as it is', async () => {
    const fetchMock = stubFetch(json({}));
    const form = new FormData();
    await apiFetch('/rest/v1/x', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it('returns undefined for an empty answer', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/rest/v1/x', { method: 'DELETE' })).resolves.toBeUndefined();
    stubFetch(new Response('', { status: 200 }));
    await expect(apiFetch('/rest/v1/x', { method: 'POST', body: {} })).resolves.toBeUndefined();
  });

  it('asks for JSON, sends cookies only to its own origin, and sets no content type without a body', async () => {
    const fetchMock = stubFetch(json([]));
    await apiFetch('/rest/v1/allergens');
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.has('content-type')).toBe(false);
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('same-origin');
  });

  it("keeps the caller's Accept, Content-Type and Authorization headers", async () => {
    setAccessTokenGetter(() => 'token-123');
    const fetchMock = stubFetch(json({}));
    await apiFetch('/storage/v1/object/photos/a.webp', {
      method: 'POST',
      headers: { accept: 'image/webp', 'content-type': 'application/merge-patch+json', authorization: 'Bearer other' },
      body: { name: 'a' },
    });
    const [path, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init.headers);
    expect(path).toBe('/storage/v1/object/photos/a.webp');
    expect(headers.get('accept')).toBe('image/webp');
    expect(headers.get('content-type')).toBe('application/merge-patch+json');
    expect(headers.get('authorization')).toBe('Bearer other');
    expect(init.body).toBe('{"name":"a"}');
  });

  it('sends a string body as it is', async () => {
    const fetchMock = stubFetch(json({}));
    await apiFetch('/rest/v1/x', { method: 'POST', body: 'raw text' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe('raw text');
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it('refuses an answer that is not JSON', async () => {
    stubFetch(new Response('<html>portal</html>', { status: 200 }));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
      code: 'invalid_response',
      message: 'Si è verificato un errore imprevisto.',
    });
  });

  it("throws ApiError with the server's code and message", async () => {
    stubFetch(json({ code: 'forbidden', message: 'Non hai i permessi per questa operazione.' }, 403));
    const error = await apiFetch('/rest/v1/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: 'Non hai i permessi per questa operazione.' });
  });

  it("shows the server's own message, not the code's standard one", async () => {
    stubFetch(json({ code: 'forbidden', message: 'Solo chi ha scritto la recensione può modificarla.' }, 403));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({
      name: 'ApiError',
      code: 'forbidden',
      message: 'Solo chi ha scritto la recensione può modificarla.',
    });
  });

  it("uses the code's Italian message when the server's is empty or not text", async () => {
    stubFetch(json({ code: 'forbidden', message: '' }, 403));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({
      code: 'forbidden',
      message: 'Non hai i permessi per questa operazione.',
    });
    stubFetch(json({ code: 'not_found', message: { it: 'x' } }, 404));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({ code: 'not_found', message: 'Risorsa non trovata.' });
  });

  it('names the HTTP status when the code is empty, or the error body is JSON null or a number', async () => {
    stubFetch(json({ code: '', message: '' }, 500));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({
      status: 500,
      code: 'http_500',
      message: 'Si è verificato un errore imprevisto.',
    });
    stubFetch(json(null, 503));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({ name: 'ApiError', status: 503, code: 'http_503' });
    stubFetch(json(42, 500));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({ name: 'ApiError', status: 500, code: 'http_500' });
  });

  it('throws ApiError with a generic code and Italian message for a body without one', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'Si è verificato un errore imprevisto.',
    });
  });

  it('turns a network failure into ApiError network_error', async () => {
    stubFetch(new TypeError('fetch failed'));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('lets a cancelled request end as the AbortError the caller caused', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    stubFetch(abort);
    await expect(apiFetch('/rest/v1/x')).rejects.toBe(abort);
  });

  it('turns a timed-out request into ApiError network_error', async () => {
    stubFetch(new DOMException('The operation timed out.', 'TimeoutError'));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'network_error',
      message: 'Si è verificato un errore imprevisto.',
    });
  });

  it('tells the auth layer when the token it sent is refused (401), and only then', async () => {
    const onRefused = vi.fn();
    setTokenRefusedListener(onRefused);
    stubFetch(json({ code: 'unauthorized', message: 'Accesso richiesto.' }, 401));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({ status: 401 });
    expect(onRefused).not.toHaveBeenCalled();

    setAccessTokenGetter(() => 'token-1');
    await expect(apiFetch('/rest/v1/x', { headers: { authorization: 'Bearer other' } })).rejects.toMatchObject({ status: 401 });
    expect(onRefused).not.toHaveBeenCalled();
    stubFetch(json({ code: 'insufficient_aal', message: 'x' }, 403));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({ status: 403 });
    expect(onRefused).not.toHaveBeenCalled();

    stubFetch(json({ code: 'unauthorized', message: 'Accesso richiesto.' }, 401));
    await expect(apiFetch('/rest/v1/x')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it("sends each of a page's reads from a task of its own, and a write at once", async () => {
    const callsWhenFirstTaskEnded: number[] = [];
    const fetchMock = vi.fn(async (..._args: FetchCall) => {
      // A microtask queued by the first request runs when that request's task ends.
      if (fetchMock.mock.calls.length === 1) queueMicrotask(() => callsWhenFirstTaskEnded.push(fetchMock.mock.calls.length));
      return json({});
    });
    vi.stubGlobal('fetch', fetchMock);

    await Promise.all([apiFetch('/rest/v1/restaurants'), apiFetch('/rest/v1/allergens'), apiFetch('/rest/v1/saved/ids')]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(callsWhenFirstTaskEnded).toEqual([1]);

    fetchMock.mockClear();
    const write = apiFetch('/rest/v1/saved', { method: 'POST', body: { restaurant_id: 'r1' } });
    await Promise.resolve();
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await write;
  });

  it('refuses paths outside the same-origin API', async () => {
    const fetchMock = stubFetch(json({}));
    await expect(apiFetch('https://evil.example/rest/v1/x')).rejects.toThrow(/only calls/);
    await expect(apiFetch('/auth/v1/user')).rejects.toThrow(/only calls/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('sayingPageLanguage', () => {
  it("adds the page's language, read at each request, to the auth client's requests and keeps their headers (#43)", async () => {
    const fetchMock = vi.fn(async (..._args: FetchCall) => json({}));
    const authFetch = sayingPageLanguage(fetchMock as unknown as typeof fetch);
    await authFetch('http://127.0.0.1:3000/auth/v1/signup', { method: 'POST', headers: { 'x-supabase-api-version': '2024-01-01' }, body: '{}' });
    activateLanguage('en', {});
    await authFetch('http://127.0.0.1:3000/auth/v1/recover', { method: 'POST', headers: { 'x-supabase-api-version': '2024-01-01' }, body: '{}' });
    const sent = fetchMock.mock.calls.map(([url, init]) => {
      const headers = new Headers(init.headers);
      return [url, init.method, init.body, headers.get('x-allerguida-language'), headers.get('x-supabase-api-version')];
    });
    expect(sent).toEqual([
      ['http://127.0.0.1:3000/auth/v1/signup', 'POST', '{}', 'it', '2024-01-01'],
      ['http://127.0.0.1:3000/auth/v1/recover', 'POST', '{}', 'en', '2024-01-01'],
    ]);
  });
});
