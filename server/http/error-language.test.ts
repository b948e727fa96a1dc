// API errors in the request's language (server/http/request-language.ts): the
// X-AllerGuida-Language header, else Accept-Language, else Italian. The code
// and the status never change with the language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, newUser, REVIEW_INPUT_FIELDS, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let sut: TestApp;
let user: TestUser;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true' });
  user = await newUser(sut);
});
afterAll(async () => {
  await sut.close();
});

const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };
const CHOSEN_ENGLISH = { 'x-allerguida-language': 'en', 'accept-language': 'it-IT,it;q=0.9' };
const CHOSEN_ITALIAN = { 'x-allerguida-language': 'it', 'accept-language': 'en-US,en;q=0.9' };
const UNKNOWN_RESTAURANT = '/rest/v1/restaurants/00000000-0000-4000-8000-000000000000';

describe('the language of an error message', () => {
  it('is Italian without a language, or with neither Italian nor English named', async () => {
    for (const headers of [{}, { 'accept-language': 'fr-FR,de;q=0.8' }, { 'accept-language': '*' }] as Record<string, string>[]) {
      const response = await callApi(sut, 'GET', UNKNOWN_RESTAURANT, { token: user.accessToken, headers });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'restaurant_not_found', message: 'Ristorante non trovato.' });
    }
  });

  it("follows Accept-Language's first choice between Italian and English", async () => {
    const english = await callApi(sut, 'GET', UNKNOWN_RESTAURANT, { token: user.accessToken, headers: { 'accept-language': 'fr, en;q=0.8, it;q=0.5' } });
    expect(english.status).toBe(404);
    expect(english.body).toEqual({ code: 'restaurant_not_found', message: 'Restaurant not found.' });
    const italian = await callApi(sut, 'GET', UNKNOWN_RESTAURANT, { token: user.accessToken, headers: { 'accept-language': 'en;q=0.5, it' } });
    expect(italian.body).toEqual({ code: 'restaurant_not_found', message: 'Ristorante non trovato.' });
  });

  it('follows X-AllerGuida-Language over Accept-Language, and ignores a value that is not one of ours', async () => {
    const english = await callApi(sut, 'GET', UNKNOWN_RESTAURANT, { token: user.accessToken, headers: CHOSEN_ENGLISH });
    expect(english.status).toBe(404);
    expect(english.body).toEqual({ code: 'restaurant_not_found', message: 'Restaurant not found.' });
    const italian = await callApi(sut, 'GET', UNKNOWN_RESTAURANT, { token: user.accessToken, headers: CHOSEN_ITALIAN });
    expect(italian.status).toBe(404);
    expect(italian.body).toEqual({ code: 'restaurant_not_found', message: 'Ristorante non trovato.' });
    const unknown = await callApi(sut, 'GET', UNKNOWN_RESTAURANT, {
      token: user.accessToken,
      headers: { 'x-allerguida-language': 'fr', ...ENGLISH },
    });
    expect(unknown.body).toEqual({ code: 'restaurant_not_found', message: 'Restaurant not found.' });
  });

  it('words an unknown path, a missing session, malformed JSON and a bad query in either language with the same code and status', async () => {
    const cases: { path: string; method?: string; body?: string; token?: string; status: number; code: string; it: string; en: string }[] = [
      { path: '/rest/v1/nope', status: 404, code: 'not_found', it: 'Risorsa non trovata.', en: 'Resource not found.' },
      { path: '/rest/v1/profile', status: 401, code: 'unauthorized', it: "Devi effettuare l'accesso.", en: 'You need to sign in.' },
      {
        path: '/rest/v1/rpc/get_total_user_count',
        method: 'POST',
        body: '{"broken":',
        status: 400,
        code: 'bad_json',
        it: 'Il corpo della richiesta non è un JSON valido.',
        en: 'The request body is not valid JSON.',
      },
      {
        path: '/rest/v1/map/restaurants?south=45.5&north=45.4&west=9.1&east=9.2',
        status: 400,
        code: 'validation_failed',
        it: 'Dati non validi.',
        en: 'Invalid data.',
      },
    ];
    for (const { path, method = 'GET', body, status, code, it: italian, en: english } of cases) {
      for (const [headers, message] of [
        [{}, italian],
        [CHOSEN_ITALIAN, italian],
        [ENGLISH, english],
        [CHOSEN_ENGLISH, english],
      ] as const) {
        const response = await fetch(`${sut.baseUrl}${path}`, {
          method,
          headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body,
        });
        expect({ path, headers, status: response.status, body: await response.json() }).toMatchObject({
          path,
          headers,
          status,
          body: { code, message },
        });
      }
    }
  });

  it("words a schema's issue from the English catalogue, and an error's parameters in the English sentence", async () => {
    const italian = await callApi(sut, 'PUT', '/rest/v1/profile', { token: user.accessToken, body: { nickname: '   ' } });
    expect(italian.status).toBe(400);
    expect(italian.body).toMatchObject({ code: 'invalid_nickname', message: 'Il nickname non può essere vuoto.' });
    const english = await callApi(sut, 'PUT', '/rest/v1/profile', { token: user.accessToken, body: { nickname: '   ' }, headers: CHOSEN_ENGLISH });
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({ code: 'invalid_nickname', message: 'The nickname cannot be empty.' });

    const venue = { name: 'Trattoria Bilingue', address: 'Via Roma 9', city: 'Milano', cuisine_type: 'italian' };
    expect((await callApi(sut, 'POST', '/rest/v1/restaurants', { token: user.accessToken, body: venue })).status).toBe(201);
    const again = await callApi(sut, 'POST', '/rest/v1/restaurants', { token: user.accessToken, body: venue });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'duplicate_restaurant', message: 'Trattoria Bilingue è già nella lista.' });
    const againInEnglish = await callApi(sut, 'POST', '/rest/v1/restaurants', { token: user.accessToken, body: venue, headers: ENGLISH });
    expect(againInEnglish.status).toBe(409);
    expect(againInEnglish.body).toMatchObject({ code: 'duplicate_restaurant', message: 'Trattoria Bilingue is already in the list.' });
  });

  it('words an issue the schema composes from a limit in English too', async () => {
    const review = {
      ...REVIEW_INPUT_FIELDS,
      restaurant_id: '00000000-0000-4000-8000-000000000000',
      allergen_ids: [],
      photo_urls: [],
      comment: 'x'.repeat(5001),
    };
    const italian = await callApi(sut, 'POST', '/rest/v1/reviews', { token: user.accessToken, body: review });
    expect(italian.status).toBe(400);
    expect(italian.body).toMatchObject({ code: 'validation_failed', message: 'Dati non validi. Il commento può avere al massimo 5000 caratteri.' });
    const english = await callApi(sut, 'POST', '/rest/v1/reviews', { token: user.accessToken, body: review, headers: CHOSEN_ENGLISH });
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({
      code: 'validation_failed',
      message: 'Invalid data. The comment can be at most 5000 characters long.',
      issues: [{ path: '/comment', message: 'The comment can be at most 5000 characters long.' }],
    });
  });

  it('lets a browser on another allowed origin send X-AllerGuida-Language', async () => {
    const response = await fetch(`${sut.baseUrl}/rest/v1/allergens`, {
      method: 'OPTIONS',
      headers: { origin: sut.baseUrl, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-allerguida-language' },
    });
    expect(response.headers.get('access-control-allow-headers')?.split(/,\s*/)).toContain('x-allerguida-language');
  });
});
